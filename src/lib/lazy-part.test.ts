import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { lazyPart, showPart, warmOnApproach } from './lazy-part.ts';

/** A chunk's import() the test answers by hand. */
function chunk<M>() {
  const calls: { resolve(module: M): void; reject(error: unknown): void }[] = [];
  const load = vi.fn(() => new Promise<M>((resolve, reject) => void calls.push({ resolve, reject })));
  return { load, calls };
}

const CHUNK = 'https://casino.example/_astro/deposit-submit.Ab12.js';
const failedFetch = (address = CHUNK) => new TypeError(`Failed to fetch dynamically imported module: ${address}`);

describe('a part loaded on need', () => {
  it('is loaded and made once, however many taps wait for it; each tap is acted on, in order, once it is there', async () => {
    const { load, calls } = chunk<{ name: string }>();
    const make = vi.fn((module: { name: string }) => ({ module, taps: [] as number[] }));
    const part = lazyPart(load, make);
    const acted: number[] = [];
    part.warm(); // a first touch in the form
    const taps = [1, 2, 3].map((tap) =>
      part.get().then((made) => {
        acted.push(tap);
        return made;
      }),
    );
    expect(acted).toEqual([]); // nothing is lost while it loads: the taps wait
    calls[0]!.resolve({ name: 'submit' });
    const parts = await Promise.all(taps);
    expect(acted).toEqual([1, 2, 3]);
    expect(new Set(parts).size).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(make).toHaveBeenCalledTimes(1);
    expect(await part.get()).toBe(parts[0]);
  });

  it('that does not arrive fails as a lost connection, and the next tap asks for it again at a fresh address', async () => {
    const { load, calls } = chunk<string>();
    const retries = chunk<string>();
    const part = lazyPart(load, (module) => `made from ${module}`, retries.load);
    const first = part.get();
    calls[0]!.reject(failedFetch());
    const error = await first.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('network');

    // The browser keeps the failed address failed for the page's life: the retry names a new one.
    const second = part.get();
    expect(retries.load).toHaveBeenLastCalledWith(`${CHUNK}?retry=1`);
    retries.calls[0]!.reject(failedFetch(`${CHUNK}?retry=1`));
    await expect(second).rejects.toBeInstanceOf(ApiError);
    const third = part.get();
    expect(retries.load).toHaveBeenLastCalledWith(`${CHUNK}?retry=2`);
    retries.calls[1]!.resolve('the chunk');
    await expect(third).resolves.toBe('made from the chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads as the first try did when the failure names no address (Safari)', async () => {
    const { load, calls } = chunk<string>();
    const retries = chunk<string>();
    const part = lazyPart(load, (module) => module, retries.load);
    const first = part.get();
    calls[0]!.reject(new TypeError('Importing a module script failed.'));
    await expect(first).rejects.toBeInstanceOf(ApiError);
    const second = part.get();
    calls[1]!.resolve('the chunk');
    await expect(second).resolves.toBe('the chunk');
    expect(retries.load).not.toHaveBeenCalled();
  });

  it('is made again, from the module it has, when making it failed (another part it needs did not come)', async () => {
    const { load, calls } = chunk<string>();
    const needed = new ApiError('network', 'the orders did not load');
    const make = vi.fn().mockRejectedValueOnce(needed).mockResolvedValueOnce('made');
    const part = lazyPart(load, make);
    const first = part.get();
    calls[0]!.resolve('the chunk');
    await expect(first).rejects.toBe(needed);
    await expect(part.get()).resolves.toBe('made');
    expect(load).toHaveBeenCalledTimes(1);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('warmed and failing leaves no unhandled rejection: the tap that needs it meets the failure and tries again', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { load, calls } = chunk<string>();
      const retries = chunk<string>();
      const part = lazyPart(load, (module) => module, retries.load);
      part.warm();
      calls[0]!.reject(failedFetch());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      const tap = part.get();
      retries.calls[0]!.resolve('the chunk');
      await expect(tap).resolves.toBe('the chunk');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('warming on approach', () => {
  it('warms at the first touch or focus in the area, once', () => {
    const area = new EventTarget() as HTMLElement;
    const warm = vi.fn();
    warmOnApproach(area, { warm });
    expect(warm).not.toHaveBeenCalled();
    area.dispatchEvent(new Event('focusin'));
    area.dispatchEvent(new Event('pointerdown'));
    area.dispatchEvent(new Event('focusin'));
    expect(warm).toHaveBeenCalledTimes(1);
  });
});

describe('a part of a screen drawn by code loaded on need', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve));

  it('is drawn once its code is here, says so when it does not come, and is drawn after Try again', async () => {
    let loads = 0;
    const code = lazyPart(
      () => (++loads === 1 ? Promise.reject(failedFetch()) : Promise.resolve('the part')),
      (module) => module,
      () => Promise.resolve('the part'),
    );
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
    const code = lazyPart(
      () => Promise.resolve('the part'),
      (module) => module,
    );
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
