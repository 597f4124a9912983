/**
 * Throttle and debounce for the spec's timings (unread counts, mark-read, language-change
 * refreshes), and work for an idle moment. Plain functions without dependencies: stores import
 * them without pulling in the fetcher layer.
 */

export interface Throttled<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops a pending trailing run. */
  cancel(): void;
}

/**
 * Runs at once (leading), then at most once per `waitMs`: triggers inside the window collapse
 * into one trailing run with the latest arguments, so the last trigger is never lost.
 */
export function throttle<Args extends unknown[]>(run: (...args: Args) => void, waitMs: number): Throttled<Args> {
  let lastRunAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;

  const fire = (args: Args) => {
    lastRunAt = Date.now();
    run(...args);
  };
  const throttled = (...args: Args) => {
    const elapsed = Date.now() - lastRunAt;
    if (elapsed >= waitMs && timer === undefined) {
      fire(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      const latest = pending!;
      pending = undefined;
      fire(latest);
    }, waitMs - elapsed);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = pending = undefined;
  };
  return throttled;
}

/** Runs `waitMs` after the last trigger (trailing only): a burst of triggers makes one run. */
export function debounce<Args extends unknown[]>(run: (...args: Args) => void, waitMs: number): Throttled<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: Args) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      run(...args);
    }, waitMs);
  };
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

/**
 * Runs `run` once the browser is idle, or after `timeoutMs` at the latest; in the next task where
 * there is no requestIdleCallback (Safari).
 */
export function whenIdle(run: () => void, timeoutMs: number): void {
  if ('requestIdleCallback' in globalThis) requestIdleCallback(() => run(), { timeout: timeoutMs });
  else setTimeout(run, 0);
}
