import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS } from '../../constants.ts';
import { $toasts, clearToasts, DEFAULT_MS, MAX_TOASTS, showToast } from './toast.ts';

describe('toast queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearToasts();
  });
  afterEach(() => vi.useRealTimers());

  it("shows a toast for its kind's time (A §9)", () => {
    showToast({ text: 'saved', kind: 'success' });
    expect($toasts.get().map((toast) => toast.text)).toEqual(['saved']);
    vi.advanceTimersByTime(DEFAULT_MS.success - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
    expect(DEFAULT_MS).toEqual({ info: 1500, success: 1500, error: 3000, loading: 10_000 });
  });

  it('hides early, and a second hide is harmless', () => {
    const hide = showToast({ text: 'wait', kind: 'loading' });
    const other = showToast({ text: 'other' });
    hide();
    hide();
    expect($toasts.get().map((toast) => toast.text)).toEqual(['other']);
    other();
    expect($toasts.get()).toEqual([]);
  });

  it('a loading toast nobody hides ends after TOAST_MS.loading at the latest', () => {
    showToast({ text: 'forever?', kind: 'loading', durationMs: 60_000 });
    vi.advanceTimersByTime(TOAST_MS.loadingSetPassword - 1);
    expect($toasts.get()).toHaveLength(1); // the spec's one 15 s case may ask for that long
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
    showToast({ text: 'default', kind: 'loading' });
    vi.advanceTimersByTime(TOAST_MS.loading);
    expect($toasts.get()).toHaveLength(0);
  });

  it('keeps at most a few toasts, dropping the oldest', () => {
    for (let index = 0; index < MAX_TOASTS + 2; index++) showToast({ text: String(index), durationMs: TOAST_MS.long });
    expect($toasts.get().map((toast) => toast.text)).toEqual(['2', '3', '4']);
  });
});
