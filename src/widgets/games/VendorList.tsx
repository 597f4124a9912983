/**
 * The vendors of a vendor-only category (SPORTS, ESPORTS, COCKFIGHT: G §2 "Other categories show a
 * vendor list"): each row launches that vendor. A vendor of these categories is one game on the
 * platform (its lobby), so a tap asks for the vendor's first game and plays it by the launch rules
 * (a guest logs in first). The vendors come from the page's vendor store.
 *
 * Each row shows the vendor's logo from the image CDN (the home footer's vendor icons, at the
 * address built from the vendor code: VENDOR_LOGO); its initial sits behind it, seen while the logo
 * loads and when it fails.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { VENDOR_LOGO } from '../../constants.ts';
import { type GameCategory } from '../../contract/vocabulary.ts';
import { Icon } from '../../components/Icon.tsx';
import * as icons from '../../components/icon-paths.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import type { Texts } from '../../i18n/types.ts';
import { resolveImageUrl } from '../../lib/images.ts';
import { $vendorCategories, $vendorData, vendorsOf, type Vendor } from '../../stores/games/vendors.ts';
import { imageCdns } from '../../stores/status.ts';
import { vendorLogoPath } from './vendor-logo.ts';
import { launch } from './launcher.ts';
import type { PlayContext } from './play.ts';

export interface VendorListProps {
  /** Null until the screen knows its category: placeholders meanwhile. */
  category: GameCategory | null;
  context: PlayContext;
  texts: Pick<Texts['games'], 'vendors' | 'failed' | 'retry' | 'empty'>;
}

export function VendorList({ category, context, texts }: VendorListProps) {
  const answer = useStore($vendorData);
  const categories = useStore($vendorCategories);
  const [busy, setBusy] = useState<string | null>(null);
  const [cdns, setCdns] = useState<readonly string[] | null>(null);
  useEffect(() => void imageCdns().then(setCdns), []);
  const vendors = category ? vendorsOf(categories, category) : [];

  async function open(vendor: Vendor) {
    if (busy) return;
    setBusy(vendor.vassalage);
    await launch(context, ({ playVendor }) => playVendor(vendor.vassalage, category!, context));
    setBusy(null);
  }

  if (category === null) return <Placeholders />; // the prerendered HTML and the first render: the stores are not read yet
  if (answer.error && !answer.data) {
    return <LoadFailed text={texts.failed} action={texts.retry} onAction={() => $vendorData.invalidate()} />;
  }
  if (vendors.length === 0) return <p className="list-state">{texts.empty}</p>;
  if (!answer.data) return <Placeholders />;
  return (
    <ul className="vendor-list" aria-label={texts.vendors}>
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <button type="button" className="vendor-row" aria-busy={busy === vendor.vassalage} onClick={() => void open(vendor)}>
            <span className="vendor-mark" aria-hidden="true" translate="no">
              {vendor.displayName.slice(0, 1)}
              {cdns ? <VendorLogo code={vendor.vassalage} cdns={cdns} /> : null}
            </span>
            <span className="vendor-name" translate="no">
              {vendor.displayName}
            </span>
            <Icon d={icons.chevron} size={20} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The logo over the initial; one that fails to load is removed, and the initial shows. */
function VendorLogo({ code, cdns }: { code: string; cdns: readonly string[] }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      className="vendor-logo"
      src={resolveImageUrl(vendorLogoPath(code), cdns)}
      srcSet={`${resolveImageUrl(vendorLogoPath(code, 2), cdns)} 2x`}
      alt=""
      width={VENDOR_LOGO.width}
      height={VENDOR_LOGO.height}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

function Placeholders() {
  return (
    <ul className="vendor-list" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className="vendor-row placeholder-row" />
      ))}
    </ul>
  );
}
