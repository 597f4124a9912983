/**
 * React.lazy for a part loaded on need, whose load can fail (offline, a CDN hiccup): a failed load
 * renders `Failed` (the part's own error with Try again) instead of throwing out of the island, and
 * Try again loads it anew. React.lazy keeps a failed load for good, so each try is a new lazy.
 *
 * The browser keeps a failed module too: Chromium remembers the failed fetch of a module's address
 * for the page's life (the HTML module map), so `import()` of the same address fails again without
 * asking the network. A retry therefore asks for the address the failure names with a query of its
 * own (`?retry=1`, as Astro does for its islands); the chunk's own imports resolve as usual, to the
 * modules the page already has. Where the failure names no address, the retry calls `load` again.
 * Plain scripts load their parts the same way through src/lib/lazy-part.ts.
 */
import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { failedModuleAddress } from '../lib/failed-module.ts';

export interface RetryProps {
  onRetry: () => void;
}

export function lazyWithRetry<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  Failed: ComponentType<P & RetryProps>,
): ComponentType<P> {
  type Attempt = LazyExoticComponent<ComponentType<P & RetryProps>>;
  let tries = 0;
  let failedAddress: string | null = null;
  const attempt = (): Attempt =>
    lazy(() => {
      const address = failedAddress;
      const module = address ? (import(/* @vite-ignore */ `${address}?retry=${++tries}`) as Promise<M>) : load();
      return module.then(
        (loaded) => {
          const Loaded = pick(loaded);
          return { default: ({ onRetry: _, ...props }: P & RetryProps) => <Loaded {...(props as P)} /> };
        },
        (error: unknown) => {
          failedAddress = failedModuleAddress(error)?.split('?')[0] ?? address;
          return { default: Failed };
        },
      );
    });
  let latest = attempt(); // one load for every instance on the page; a retry anywhere serves them all
  return function LazyWithRetry(props: P) {
    const [Attempt, setAttempt] = useState(() => latest);
    const retry = () => setAttempt(() => (latest = attempt()));
    return <Attempt {...props} onRetry={retry} />;
  };
}
