/**
 * A list of a range of days with the range's totals (the account and betting records, team betting,
 * team profit and loss): the range filter (./range-filters.ts) and the list page by page
 * (./paged-list.ts) on the page's `[data-range-filters]` form and `[data-remote-list]` frame.
 * Whenever the filters change it asks again from page 1 and the totals say they are unknown
 * meanwhile (`showTotals(null)`: never the old range's totals under the new one); each answer's
 * totals show with its page. It asks for the first page at once.
 */
import { pagedList, type Page } from './paged-list.ts';
import { rangeFilters, type RangeFilters } from './range-filters.ts';
import { remoteList } from './remote-list.ts';
import { rangeRequest, type RangeProblem } from '../../lib/date-range.ts';
import { translateError, type ErrorMessages } from '../../lib/errors.ts';

/** What every page of such a list asks for: the range in the platform's instants, the page and its size. */
export interface PageRequest {
  from: string;
  to: string;
  pageNo: number;
  pageSize: number;
}

export interface RangedList {
  readonly filters: RangeFilters;
  /** Ask again from page 1 (a filter of the screen's own changed). */
  reload(): void;
}

export function rangedList<Totals>(
  root: HTMLElement,
  /** The screen's page configuration: the range's translated problems, and the messages a failure is translated with. */
  { rangeProblems, messages }: { rangeProblems: Readonly<Record<RangeProblem, string>>; messages: ErrorMessages },
  {
    pageSize,
    load,
    showTotals,
  }: {
    pageSize: number;
    /** A page of the range now shown (`page`) and of the screen's other filters, and the range's totals from the same answer. */
    load: (page: PageRequest, filters: RangeFilters) => Promise<Page & { totals: Totals }>;
    showTotals: (totals: Totals | null) => void;
  },
): RangedList {
  const reload = () => {
    showTotals(null);
    pages.reload();
  };
  const filters = rangeFilters(root.querySelector<HTMLFormElement>('[data-range-filters]')!, rangeProblems, reload);
  const pages = pagedList(
    remoteList(root.querySelector('[data-remote-list]')!),
    async (pageNo) => {
      const page = await load({ ...rangeRequest(filters.range()), pageNo, pageSize }, filters);
      showTotals(page.totals);
      return page;
    },
    (error) => translateError(error, messages),
  );
  reload();
  return { filters, reload };
}
