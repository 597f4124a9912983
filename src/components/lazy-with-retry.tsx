/**
 * React.lazy for a part loaded on need, whose load can fail (offline, a CDN hiccup): a failed load
 * renders `Failed` (the part's own error with Try again) instead of throwing out of the island, and
 * Try again loads it anew (../lib/retrying-import.ts: how a retry gets past the browser's memory of
 * the failed module). React.lazy keeps a failed load for good, so each try is a new lazy.
 */
import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { retryingImport } from '../lib/retrying-import.ts';

export interface RetryProps {
  onRetry: () => void;
}

export function lazyWithRetry<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  Failed: ComponentType<P & RetryProps>,
): ComponentType<P> {
  type Attempt = LazyExoticComponent<ComponentType<P & RetryProps>>;
  const part = retryingImport(load);
  const attempt = (next: () => Promise<M>): Attempt =>
    lazy(() =>
      next().then(
        (loaded) => {
          const Loaded = pick(loaded);
          return { default: ({ onRetry: _, ...props }: P & RetryProps) => <Loaded {...(props as P)} /> };
        },
        () => ({ default: Failed }),
      ),
    );
  let latest = attempt(part); // one load for every instance on the page; a retry anywhere serves them all
  return function LazyWithRetry(props: P) {
    const [Attempt, setAttempt] = useState(() => latest);
    const retry = () => setAttempt(() => (latest = attempt(part.retry)));
    return <Attempt {...props} onRetry={retry} />;
  };
}
