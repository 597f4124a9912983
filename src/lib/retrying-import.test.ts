import { describe, expect, it } from 'vitest';
import { failedModuleAddress, retryingImport, showPart } from './retrying-import.ts';

describe('the address a failed dynamic import names', () => {
  it("is read from Chromium's and Firefox's messages, a retry's query left for the caller", () => {
    expect(failedModuleAddress(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:4001/_astro/home-list-panel.B1x_-Q.js'))).toBe(
      'http://127.0.0.1:4001/_astro/home-list-panel.B1x_-Q.js',
    );
    expect(failedModuleAddress(new TypeError('error loading dynamically imported module: https://cdn.example.com/_astro/vendor-panel.abc.js?retry=1'))).toBe(
      'https://cdn.example.com/_astro/vendor-panel.abc.js',
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

describe('a part of a screen drawn by code loaded on need', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve));

  it('is drawn once its code is here, says so when it does not come, and is drawn after Try again', async () => {
    let loads = 0;
    const code = retryingImport(() => (++loads === 1 ? Promise.reject(new TypeError('offline')) : Promise.resolve('the part')));
    const drawn: string[] = [];
    let retry = () => {};
    showPart(
      code,
      (part) => {
        drawn.push(part);
        return () => drawn.push('stopped');
      },
      (again) => {
        drawn.push('failed');
        retry = again;
      },
    );
    await settle();
    expect(drawn).toEqual(['failed']);
    retry();
    await settle();
    expect(drawn).toEqual(['failed', 'the part']);
  });

  it('draws nothing once stopped (the player went to another tab), and stops what it drew', async () => {
    const code = retryingImport(() => Promise.resolve('the part'));
    const drawn: string[] = [];
    const draw = (part: string) => {
      drawn.push(part);
      return () => drawn.push('stopped');
    };
    showPart(code, draw, () => drawn.push('failed'))(); // stopped before the code came
    await settle();
    expect(drawn).toEqual([]);
    const stop = showPart(code, draw, () => drawn.push('failed'));
    await settle();
    stop();
    expect(drawn).toEqual(['the part', 'stopped']);
  });
});
