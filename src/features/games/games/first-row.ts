/** What the inline first-row painter (./first-row.inline.ts) is given, and what it leaves for ./first-page.client.ts. */
import { pageConfig } from '../../../shell/page-config.ts';

/** Early request keys (src/lib/early-requests.ts) of the list's first page and of the status call. */
export interface FirstRowConfig {
  list: string;
  status: string;
}
/** On the painter's own <script> (GameListPage.astro). */
export const FIRST_ROW = pageConfig<FirstRowConfig>('first-row', 'list', 'status');

/** On window when the inline script paints the first row: its painting, done when the first picture is drawn. The page script then leaves the painting to it. */
export const FIRST_ROW_INLINE = '__firstRowInline';
/**
 * On window from the inline script, always: its painter (paint-tiles.ts paintTiles), with which the
 * page script paints a list the head did not ask for (a page opened with a query). One copy of it
 * on the page: the module scripts do not carry it again (issue 36: 104 KB before any action).
 */
export const FIRST_ROW_PAINTER = '__firstRowPainter';
