import { describe, expect, it, vi } from 'vitest';

// The cached status is read from storage when the store loads (A §4 "cached status is used first").
await vi.hoisted(async () => {
  const { memoryStorage } = await import('../../tests/support/browser-fakes.ts');
  const storage = memoryStorage();
  storage.setItem('status', '2');
  vi.stubGlobal('localStorage', storage);
});

const { fakePlatform } = await import('../../tests/support/browser-fakes.ts');
const { $systemStatus, refreshSystemStatus } = await import('./status.ts');

const answer = (maintenance: boolean, regionRestriction: boolean) => ({ maintenance, regionRestriction }) as never;

describe('system status store (A §4)', () => {
  it("starts from the cached code, then takes the platform's answer and caches it", async () => {
    expect($systemStatus.get()).toBe(2);
    fakePlatform({ systemStatus: answer(true, true) });
    expect(await refreshSystemStatus()).toBe(1);
    expect($systemStatus.get()).toBe(1);
    expect(localStorage.getItem('status')).toBe('1');
  });

  it('keeps what it had when the platform does not answer', async () => {
    fakePlatform({ systemStatus: answer(false, false) });
    await refreshSystemStatus();
    fakePlatform({});
    expect(await refreshSystemStatus()).toBeNull();
    expect($systemStatus.get()).toBe(0);
    expect(localStorage.getItem('status')).toBe('0');
  });
});
