import { describe, expect, it, vi } from 'vitest';

// The cached status is read from storage when the store loads (A §4 "cached status is used first").
await vi.hoisted(async () => {
  const { memoryStorage } = await import('../../tests/support/browser-fakes.ts');
  const storage = memoryStorage();
  storage.setItem('status', '2');
  vi.stubGlobal('localStorage', storage);
});

const { fakePlatform } = await import('../../tests/support/browser-fakes.ts');
const { $systemStatus, imageCdns, refreshSystemStatus } = await import('./status.ts');

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

describe('image CDN bases (status info.imageCDNs)', () => {
  const withCdns = (imageCDNs: string[]) => ({ maintenance: false, regionRestriction: false, info: { imageCDNs } }) as never;

  it("come from the page's own status call: no second request", async () => {
    const platform = fakePlatform({ systemStatus: withCdns(['https://img.example.com']) });
    const [status, cdns] = await Promise.all([refreshSystemStatus(), imageCdns()]);
    expect(status).toBe(0);
    expect(cdns).toEqual(['https://img.example.com']);
    expect(platform.count('systemStatus')).toBe(1);
  });

  it("the gate's first look takes the answer a page script already asked for; its later looks ask again", async () => {
    const platform = fakePlatform({ systemStatus: withCdns(['https://img.example.com']) });
    await refreshSystemStatus(); // as imageCdns() does when it asks first
    expect(await refreshSystemStatus({ reuse: true })).toBe(0);
    expect(await imageCdns()).toEqual(['https://img.example.com']);
    expect(platform.count('systemStatus')).toBe(1);
    await refreshSystemStatus();
    expect(platform.count('systemStatus')).toBe(2);
  });

  it('are none when the status call failed', async () => {
    fakePlatform({});
    await refreshSystemStatus();
    expect(await imageCdns()).toEqual([]);
  });
});
