/**
 * What the sports list screen paints before its script draws the panel (VendorListPage.astro,
 * prerendered): the vendor rows' and, on sports and e-sports, the matches' placeholders, of their
 * final size (./hot-matches.css), as the plain panel draws them (VendorPanelParts.astro), so
 * nothing moves when the panel takes over.
 */
import type { Texts } from '../../i18n/types.ts';
import { hasHotMatches, hotMatchesId, PLACEHOLDER_MATCHES, PLACEHOLDER_VENDORS } from './vendor-panel-shape.ts';
import './hot-matches.css';

/** A list of `count` empty items of their final size, hidden from assistive technology. */
function PlaceholderList({ listClass, itemClass, count }: { listClass: string; itemClass: string; count: number }) {
  return (
    <ul className={listClass} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={itemClass} />
      ))}
    </ul>
  );
}

/** The panel of `category` before it has loaded (null: not known yet, the vendor rows only). */
export function VendorPanelPlaceholder({ category, texts }: { category: string | null; texts: Pick<Texts['games'], 'hotMatches'> }) {
  return (
    <>
      <PlaceholderList listClass="vendor-list" itemClass="vendor-row placeholder-row" count={PLACEHOLDER_VENDORS} />
      {hasHotMatches(category) ? (
        <section className="hot-matches" aria-labelledby={hotMatchesId(category)}>
          <h2 id={hotMatchesId(category)}>{texts.hotMatches.title}</h2>
          <PlaceholderList listClass="match-list" itemClass="match-card placeholder-card" count={PLACEHOLDER_MATCHES} />
        </section>
      ) : null}
    </>
  );
}
