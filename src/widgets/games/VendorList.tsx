/**
 * The vendors of a vendor-only category (SPORTS, ESPORTS, COCKFIGHT: G §2 "Other categories show a
 * vendor list"): each row launches that vendor. A vendor of these categories is one game on the
 * platform (its lobby), so a tap asks for the vendor's first game and plays it by the launch rules
 * (a guest logs in first). The vendors come from the page's vendor store.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { merchantCode } from 'virtual:brand';
import { GAME_CALL_FIELDS, GAME_TYPES, type GameCategory, type GameType, type LanguageCode } from '../../constants.ts';
import { Icon } from '../../components/Icon.tsx';
import { showToast } from '../../components/form/toast.ts';
import type { Texts } from '../../i18n/types.ts';
import { translateError } from '../../lib/errors.ts';
import { platformCall } from '../../lib/platform.ts';
import { $vendorCategories, $vendorData, vendorsOf, type Vendor } from '../../stores/games/vendors.ts';
import { playGame, type PlayContext } from './play.ts';

export interface VendorListProps {
  /** Null until the screen knows its category: placeholders meanwhile. */
  category: GameCategory | null;
  language: LanguageCode;
  context: PlayContext;
  texts: Pick<Texts['games'], 'vendors' | 'failed' | 'retry' | 'empty'>;
}

/** The vendor's lobby: its first game of the category. */
async function lobbyOf(vendor: Vendor, gameType: GameType, language: LanguageCode) {
  const { platform, clientType } = GAME_CALL_FIELDS;
  const page = await platformCall('gameList', {
    merchant: merchantCode,
    platform,
    clientType,
    language,
    pageNo: 1,
    pageSize: 1,
    gameType,
    vassalage: vendor.vassalage,
  });
  return page.games[0];
}

export function VendorList({ category, language, context, texts }: VendorListProps) {
  const answer = useStore($vendorData);
  const categories = useStore($vendorCategories);
  const [busy, setBusy] = useState<string | null>(null);
  const vendors = category ? vendorsOf(categories, category) : [];
  const gameType = (GAME_TYPES as readonly string[]).includes(category ?? '') ? (category as GameType) : 'SPORTS';

  async function open(vendor: Vendor) {
    if (busy) return;
    setBusy(vendor.vassalage);
    try {
      const game = await lobbyOf(vendor, gameType, language);
      if (game) await playGame(game, context);
      else showToast({ text: context.messages['errors.game.notFound'] ?? texts.empty, kind: 'error' });
    } catch (error) {
      showToast({ text: translateError(error, context.messages), kind: 'error' });
    } finally {
      setBusy(null);
    }
  }

  if (category === null) return <Placeholders />; // the prerendered HTML and the first render: the stores are not read yet
  if (answer.error && !answer.data) {
    return (
      <div className="list-state" role="alert">
        <p>{texts.failed}</p>
        <button type="button" className="button" onClick={() => $vendorData.invalidate()}>
          {texts.retry}
        </button>
      </div>
    );
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
            </span>
            <span className="vendor-name" translate="no">
              {vendor.displayName}
            </span>
            <Icon name="chevron" size={20} />
          </button>
        </li>
      ))}
    </ul>
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
