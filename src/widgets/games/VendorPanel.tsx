/**
 * A vendor-only category's panel (SPORTS, ESPORTS, COCKFIGHT; home's tab and the list screen): its
 * vendors (./VendorList.tsx) and, for sports and e-sports, the hot matches (./HotMatches.tsx).
 * One chunk, loaded only where it shows (./LazyVendorPanel.tsx): the other game screens never download
 * it; ./HotMatchesPlaceholder.tsx holds its room meanwhile.
 */
import type { LanguageCode } from '../../constants.ts';
import type { Texts } from '../../i18n/types.ts';
import { HotMatches } from './HotMatches.tsx';
import { hasHotMatches } from './hot-match-categories.ts';
import { VendorList, type VendorListProps } from './VendorList.tsx';

export interface VendorPanelProps extends Omit<VendorListProps, 'texts'> {
  language: LanguageCode;
  texts: VendorListProps['texts'] & Pick<Texts['games'], 'hotMatches'>;
}

export function VendorPanel({ category, language, context, texts }: VendorPanelProps) {
  return (
    <>
      <VendorList category={category} context={context} texts={texts} />
      {hasHotMatches(category) ? <HotMatches category={category} language={language} context={context} texts={texts} /> : null}
    </>
  );
}
