/**
 * A part of a plain page's script that loads when it is first needed (issue 36: a plain page loads
 * at most 32 KB of JavaScript before any action): `import()` makes it a chunk of its own. The page
 * `warm`s it at the first sign the player is about to use it (a focus or a touch near it, an order
 * on view), and every handler that needs it awaits `get`, so a tap made while it loads is kept and
 * acted on once it is there, never lost.
 *
 * A load that fails (offline, a CDN hiccup) rejects with a network ApiError, which the page words
 * like a lost connection (translateError: "No connection… try again"); the next `get` loads it
 * anew: at the address the failure names with a query of its own (`?retry=1`, ./failed-module.ts);
 * where it names none, `load` runs again. `showPart` draws a part of a screen from such code (home's
 * list tabs, the vendor panel of home and the list screens), with its own Try again.
 */
import { ApiError } from './api-client.ts';
import { failedModuleAddress } from './failed-module.ts';

export interface LazyPart<T> {
  /** The part, loaded and made once; a failed try rejects (a network ApiError when the chunk did not come) and the next call tries again. */
  get(): Promise<T>;
  /** Starts loading it ahead of the tap that will need it; a failure is left for that tap's `get` to meet. */
  warm(): void;
}

const importAddress = <M>(address: string) => import(/* @vite-ignore */ address) as Promise<M>;

/**
 * `load` is the chunk's `import()`; `make` builds the part from it, once (it may await other parts:
 * when it fails, the next `get` makes it again from the module already loaded).
 * `loadAddress` is how a retry loads an address (a test stands in for the browser's `import()`).
 */
export function lazyPart<M, T>(
  load: () => Promise<M>,
  make: (module: M) => T | Promise<T>,
  loadAddress: (address: string) => Promise<M> = importAddress,
): LazyPart<T> {
  let tries = 0;
  let failedAddress: string | null = null;
  let module: Promise<M> | null = null;
  let part: Promise<T> | null = null;

  const loadModule = () =>
    (module ??= (failedAddress ? loadAddress(`${failedAddress}?retry=${++tries}`) : load()).catch((error: unknown) => {
      module = null;
      failedAddress = failedModuleAddress(error)?.split('?')[0] ?? failedAddress;
      throw new ApiError('network', `a part of the page did not load (${failedAddress ?? 'no address'})`);
    }));

  const get = () =>
    (part ??= loadModule()
      .then(make)
      .catch((error: unknown) => {
        part = null;
        throw error;
      }));

  return {
    get,
    warm: () => void get().catch(() => undefined),
  };
}

/** Warms `part` at the first touch or focus inside `area` (the player is about to use it). */
export function warmOnApproach(area: HTMLElement, part: Pick<LazyPart<unknown>, 'warm'>): void {
  const warm = () => {
    area.removeEventListener('pointerdown', warm);
    area.removeEventListener('focusin', warm);
    part.warm();
  };
  area.addEventListener('pointerdown', warm);
  area.addEventListener('focusin', warm);
}

/**
 * A part of a screen drawn by code loaded on need: `show` draws it once the code is here (and
 * answers what stops it); a failed load calls `failed` with a retry that loads the code anew.
 * Answers what stops the part: nothing is drawn after it.
 */
export function showPart<M>(code: LazyPart<M>, show: (module: M) => () => void, failed: (retry: () => void) => void): () => void {
  let stopped = false;
  let stop = () => {};
  const load = () =>
    void code.get().then(
      (module) => {
        if (!stopped) stop = show(module);
      },
      () => {
        if (!stopped) failed(load);
      },
    );
  load();
  return () => {
    stopped = true;
    stop();
  };
}
