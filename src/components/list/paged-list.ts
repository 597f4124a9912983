/**
 * A list page by page (the record screens, the agent reports): the first page of the filters now shown,
 * Load more for the next, Try again for the one that failed. An answer that arrives after the
 * filters changed is dropped, so a slow answer to the old range never lands under the new one.
 */
import type { RemoteList } from './remote-list.ts';

export interface Page {
  rows: Node[];
  totalPages: number;
}

export interface PagedRecords {
  /** Start again from page 1 (the filters changed). */
  reload(): void;
}

export function pagedRecords(list: RemoteList, load: (pageNo: number) => Promise<Page>, reason: (error: unknown) => string): PagedRecords {
  let rows: Node[] = [];
  let next = 1;
  let asking = 0;

  const ask = async (pageNo: number) => {
    const ticket = ++asking;
    list.loading();
    try {
      const page = await load(pageNo);
      if (ticket !== asking) return;
      rows = pageNo === 1 ? page.rows : [...rows, ...page.rows];
      next = pageNo + 1;
      list.show(rows, { more: pageNo < page.totalPages });
    } catch (error) {
      if (ticket === asking) list.fail(reason(error));
    }
  };

  list.onMore(() => void ask(next));
  list.onRetry(() => void ask(next));
  return {
    reload() {
      rows = [];
      next = 1;
      void ask(1);
    },
  };
}
