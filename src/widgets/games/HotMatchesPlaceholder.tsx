/**
 * What a vendor-only screen shows while its panel (./VendorPanel.tsx: vendor rows and hot matches)
 * loads, its code or its answers: rows and cards of their final size (./hot-matches.css), so
 * nothing moves when they arrive. Light and loaded with the screen; the panel loads when it shows.
 */
import type { ReactNode } from 'react';
import type { Texts } from '../../i18n/types.ts';
import { hasHotMatches, hotMatchesId } from './hot-match-categories.ts';
import './hot-matches.css';

/** Cards and vendor rows a loading panel shows. */
const PLACEHOLDER_MATCHES = 2;
const PLACEHOLDER_VENDORS = 3;

export function HotMatchesSection({ title, category, children }: { title: string; category: string; children: ReactNode }) {
  return (
    <section className="hot-matches" aria-labelledby={hotMatchesId(category)}>
      <h2 id={hotMatchesId(category)}>{title}</h2>
      {children}
    </section>
  );
}

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

export const MatchPlaceholders = () => <PlaceholderList listClass="match-list" itemClass="match-card placeholder-card" count={PLACEHOLDER_MATCHES} />;

export const VendorPlaceholders = () => <PlaceholderList listClass="vendor-list" itemClass="vendor-row placeholder-row" count={PLACEHOLDER_VENDORS} />;

/** The panel of `category` before it has loaded (null: not known yet, the vendor rows only). */
export function VendorPanelPlaceholder({ category, texts }: { category: string | null; texts: Pick<Texts['games'], 'hotMatches'> }) {
  return (
    <>
      <VendorPlaceholders />
      {hasHotMatches(category) ? (
        <HotMatchesSection title={texts.hotMatches.title} category={category}>
          <MatchPlaceholders />
        </HotMatchesSection>
      ) : null}
    </>
  );
}
