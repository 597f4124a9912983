import { describe, expect, it } from 'vitest';
import { failedModuleAddress, retryingImport } from './retrying-import.ts';

describe('the address a failed dynamic import names', () => {
  it("is read from Chromium's and Firefox's messages, a retry's query left for the caller", () => {
    expect(failedModuleAddress(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:4001/_astro/HomeListPanel.B1x_-Q.js'))).toBe(
      'http://127.0.0.1:4001/_astro/HomeListPanel.B1x_-Q.js',
    );
    expect(failedModuleAddress(new TypeError('error loading dynamically imported module: https://cdn.example.com/_astro/VendorList.abc.js?retry=1'))).toBe(
      'https://cdn.example.com/_astro/VendorList.abc.js',
    );
  });

  it('is none when the message names no script (Safari), so the retry loads as the first try did', () => {
    expect(failedModuleAddress(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedModuleAddress('offline')).toBeNull();
  });
});

describe('a part loaded on need', () => {
  it('loads once for every caller, keeps a failure until Try again, and loads anew then', async () => {
    let loads = 0;
    const part = retryingImport(() => (++loads === 1 ? Promise.reject(new TypeError('offline')) : Promise.resolve({ loaded: loads })));
    expect(loads).toBe(0); // nothing until asked
    await expect(part()).rejects.toThrow('offline');
    await expect(part()).rejects.toThrow('offline'); // the same failure, not a new request
    expect(loads).toBe(1);
    await expect(part.retry()).resolves.toEqual({ loaded: 2 }); // no address named: loaded as the first try was
    await expect(part()).resolves.toEqual({ loaded: 2 });
    expect(loads).toBe(2);
  });
});
