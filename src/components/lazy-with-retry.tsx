/**
 * React.lazy for a part loaded on need, whose load can fail (offline, a CDN hiccup): a failed load
 * renders `Failed` (the part's own error with Try again) instead of throwing out of the island, and
 * Try again loads it anew. React.lazy keeps a failed load for good, so each try is a new lazy.
 */
import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

export interface RetryProps {
  onRetry: () => void;
}

export function lazyWithRetry<P extends object>(load: () => Promise<ComponentType<P>>, Failed: ComponentType<P & RetryProps>): ComponentType<P> {
  type Attempt = LazyExoticComponent<ComponentType<P & RetryProps>>;
  const attempt = (): Attempt =>
    lazy(() =>
      load().then(
        (Loaded) => ({ default: ({ onRetry: _, ...props }: P & RetryProps) => <Loaded {...(props as P)} /> }),
        () => ({ default: Failed }),
      ),
    );
  let latest = attempt(); // one load for every instance on the page; a retry anywhere serves them all
  return function LazyWithRetry(props: P) {
    const [Attempt, setAttempt] = useState(() => latest);
    const retry = () => setAttempt(() => (latest = attempt()));
    return <Attempt {...props} onRetry={retry} />;
  };
}
