/**
 * The list kit's states (README "Lists"), for the frame RemoteList.astro draws: loading (the
 * placeholders or the items so far, `aria-busy`), the items, the empty text when there are none,
 * the failed state with its translated reason and Try again, and Load more while pages remain.
 * A failure before anything was shown hides the placeholders (and the `before` slot); a failure of
 * a later page keeps what is shown. The screen owns the data: it says what happened, the kit shows it.
 */
export interface RemoteList {
  /** The items container: the screen's cards go here through `show`. */
  readonly items: HTMLElement;
  /** A call is under way: busy, and a failed state gives way. */
  loading(): void;
  /** The items (replacing the placeholders or the items before; the same ones are left in place), or the empty text when there are none. */
  show(nodes: readonly Node[], options?: { more?: boolean }): void;
  /** The call failed: its translated reason and Try again. */
  fail(reason: string): void;
  /** Try again: the kit shows loading, then calls `retry`. */
  onRetry(retry: () => void): void;
  /** Load more: the kit shows loading, then calls `more`. */
  onMore(more: () => void): void;
}

export function remoteList(frame: HTMLElement): RemoteList {
  const part = <E extends HTMLElement>(name: string) => frame.querySelector<E>(`[data-list-${name}]`);
  const items = part('items')!;
  const empty = part('empty')!;
  const failed = part('failed')!;
  const more = part<HTMLButtonElement>('more');
  // What the `before` slot holds (marked data-list-before) shows and hides with the items.
  const alongside = [items, ...frame.querySelectorAll<HTMLElement>('[data-list-before]')];
  let shown = false;

  const setShown = (visible: boolean) => {
    for (const element of alongside) element.hidden = !visible;
  };

  const list: RemoteList = {
    items,
    loading() {
      failed.hidden = true;
      if (more) more.hidden = true;
      if (!shown) setShown(true);
      items.setAttribute('aria-busy', 'true');
    },
    show(nodes, { more: hasMore = false } = {}) {
      shown = nodes.length > 0;
      items.removeAttribute('aria-busy');
      failed.hidden = true;
      // The same cards again (a refresh that changed only their styling) stay put: focus and scroll stay.
      const same = nodes.length === items.children.length && nodes.every((node, index) => items.children[index] === node);
      if (!same) items.replaceChildren(...nodes);
      setShown(shown);
      empty.hidden = shown;
      if (more) more.hidden = !hasMore;
    },
    fail(reason) {
      items.removeAttribute('aria-busy');
      if (!shown) setShown(false);
      empty.hidden = true;
      if (more) more.hidden = true;
      part('reason')!.textContent = reason;
      failed.hidden = false;
    },
    onRetry(retry) {
      part('retry')!.addEventListener('click', () => {
        list.loading();
        retry();
      });
    },
    onMore(load) {
      more?.addEventListener('click', () => {
        list.loading();
        load();
      });
    },
  };
  return list;
}

/** What a read's store reports (src/lib/fetcher.ts createCallStore); the kit needs only this shape. */
export interface ReadState<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
}
export interface Read<T> {
  subscribe(listener: (state: ReadState<T>) => void): () => void;
  revalidate(): void;
}

/**
 * A list that shows one read (README "Reads and writes"): loading while it asks, `render` with its
 * answer, or the failure's translated reason (`reason`) with Try again, which asks again.
 */
export function showRead<T>(list: RemoteList, $read: Read<T>, render: (data: T) => void, reason: (error: unknown) => string): () => void {
  list.onRetry(() => $read.revalidate());
  return $read.subscribe(({ data, error, loading }) => {
    if (data !== undefined) render(data);
    else if (error) list.fail(reason(error));
    else if (loading) list.loading();
  });
}
