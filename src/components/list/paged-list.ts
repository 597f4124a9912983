/**
 * A list page by page (the records, the agent reports, the team, rebate settings): the first page of
 * the filters now shown, Load more for the next, Try again for the one that failed. A later page is
 * appended: the rows shown are never rebuilt (a team of hundreds stays cheap, and focus stays). An
 * answer that arrives after the filters changed is dropped, so a slow answer to the old range never
 * lands under the new one.
 */
import type { RemoteList } from './remote-list.ts';

export interface Page {
  rows: Node[];
  totalPages: number;
  /** What else the screen shows from this answer (breadcrumbs, a count): only when it is not dropped. */
  shown?: () => void;
}

export interface PagedList {
  /** Start again from page 1 (the filters changed). */
  reload(): void;
}

export function pagedList(list: RemoteList, load: (pageNo: number) => Promise<Page>, reason: (error: unknown) => string): PagedList {
  let next = 1;
  let asking = 0;

  const ask = async (pageNo: number) => {
    const ticket = ++asking;
    list.loading();
    try {
      const page = await load(pageNo);
      if (ticket !== asking) return;
      page.shown?.();
      const more = pageNo < page.totalPages;
      if (pageNo === 1) list.show(page.rows, { more });
      else {
        // The kit leaves the same nodes in place: only the new page is added.
        list.items.append(...page.rows);
        list.show([...list.items.children], { more });
      }
      next = pageNo + 1;
    } catch (error) {
      if (ticket === asking) list.fail(reason(error));
    }
  };

  list.onMore(() => void ask(next));
  list.onRetry(() => void ask(next));
  return {
    reload() {
      next = 1;
      void ask(1);
    },
  };
}
