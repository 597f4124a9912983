/**
 * A part of a page loaded on need (`import()`), whose load can fail (offline, a CDN hiccup): the
 * part shows its own error with Try again, and Try again loads it anew (home's list tabs, the vendor
 * panel of home and the list screens).
 *
 * The browser keeps a failed module: Chromium remembers the failed fetch of a module's address for
 * the page's life (the HTML module map), so `import()` of the same address fails again without
 * asking the network. A retry therefore asks for the address the failure names with a query of its
 * own (`?retry=1`, as Astro does for its islands); the chunk's own imports resolve as usual, to the
 * modules the page already has. Where the failure names no address, the retry calls `load` again.
 */

/** The script address a failed dynamic import names ("Failed to fetch dynamically imported module: <url>"), if any. */
export function failedModuleAddress(error: unknown): string | null {
  const match = /(https?:\/\/\S+?\.m?js)\b/.exec(error instanceof Error ? error.message : String(error));
  return match ? match[1]! : null;
}

export interface RetryingImport<M> {
  /** The part: the first load, asked on the first call, or the latest retry's. A failure stays until `retry`. */
  (): Promise<M>;
  /** Loads the part anew (after a failure: its address with a query of its own). */
  retry(): Promise<M>;
}

export function retryingImport<M>(load: () => Promise<M>): RetryingImport<M> {
  let tries = 0;
  let failedAddress: string | null = null;
  let latest: Promise<M> | undefined;
  const attempt = (): Promise<M> => {
    const address = failedAddress;
    const loading = address ? (import(/* @vite-ignore */ `${address}?retry=${++tries}`) as Promise<M>) : load();
    loading.catch((error: unknown) => {
      failedAddress = failedModuleAddress(error)?.split('?')[0] ?? address;
    });
    return loading;
  };
  const part = () => (latest ??= attempt());
  part.retry = () => (latest = attempt());
  return part;
}

/**
 * A part of a screen drawn by code loaded on need: `show` draws it once the code is here (and
 * answers what stops it); a failed load calls `failed` with a retry that loads the code anew.
 * Answers what stops the part: nothing is drawn after it.
 */
export function showPart<M>(code: RetryingImport<M>, show: (module: M) => () => void, failed: (retry: () => void) => void): () => void {
  let stopped = false;
  let stop = () => {};
  const load = (loading: Promise<M>) =>
    void loading.then(
      (module) => {
        if (!stopped) stop = show(module);
      },
      () => {
        if (!stopped) failed(() => load(code.retry()));
      },
    );
  load(code());
  return () => {
    stopped = true;
    stop();
  };
}
