/** What home's inline first-row painter (./first-hot-row.inline.ts) is given, and what it leaves for ./home-panel.ts. */
import { pageConfig } from '../../../shell/page-config.ts';

export interface FirstHotRowConfig {
  /** Early request keys (src/lib/early-requests.ts) of the hot games answer the head asks for and of the status call. */
  hot: string;
  status: string;
}
/** On the painter's own <script> (HomeMenu.astro). */
export const FIRST_HOT_ROW = pageConfig<FirstHotRowConfig>('first-hot-row', 'hot', 'status');

/**
 * On window when the inline painter runs: the tiles it painted (none when the answer brought no
 * games), once the hot games answer is in. The hot slots block takes them as its own.
 */
export const FIRST_HOT_ROW_INLINE = '__firstHotRowInline';
