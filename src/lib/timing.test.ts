import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNREAD_THROTTLE_MS } from '../stores/unread.ts';
import { debounce, throttle, whenIdle } from './timing.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('throttle (leading + trailing)', () => {
  it('10 triggers within 100 ms run once at once and once more at the end of the window', () => {
    const run = vi.fn();
    const throttled = throttle(run, UNREAD_THROTTLE_MS);
    for (let i = 0; i < 10; i++) {
      throttled(i);
      vi.advanceTimersByTime(10);
    }
    expect(run.mock.calls).toEqual([[0]]);
    vi.advanceTimersByTime(UNREAD_THROTTLE_MS - 100 - 1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([[0], [9]]); // the latest arguments win
  });

  it('a lone trigger after a quiet window runs at once; cancel drops the trailing run', () => {
    const run = vi.fn();
    const throttled = throttle(run, UNREAD_THROTTLE_MS);
    throttled();
    vi.advanceTimersByTime(UNREAD_THROTTLE_MS * 2);
    throttled();
    expect(run).toHaveBeenCalledTimes(2);
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(UNREAD_THROTTLE_MS * 2);
    expect(run).toHaveBeenCalledTimes(2);
  });
});

describe('debounce (trailing)', () => {
  it('runs once, the wait after the last trigger', () => {
    const run = vi.fn();
    const debounced = debounce(run, 250);
    debounced('a');
    vi.advanceTimersByTime(200);
    debounced('b');
    vi.advanceTimersByTime(249);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([['b']]);
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits for an idle moment, at most the time given', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const run = vi.fn();
    whenIdle(run, 2000);
    expect(run).not.toHaveBeenCalled();
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    idle.mock.calls[0]![0]();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs in the next task where the browser has no idle callbacks', () => {
    const run = vi.fn();
    whenIdle(run, 2000);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledOnce();
  });
});
