/**
 * The hot matches of a sports or e-sports screen (G §3 "hot matches", type H; the fixture is ours:
 * contract `hotMatch`): a card a match with its league, teams and kick-off in the player's own time
 * zone, and a Bet button that opens the match's vendor as a tap on that vendor does (./play.ts
 * playVendor: its lobby, a guest logging in first). Soonest kick-off first. While they load:
 * placeholders of the final size; none: the empty text; a failed call: its reason with Try again.
 *
 * Part of the vendor panel's chunk (./VendorPanel.tsx), loaded only on vendor-only screens.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { LanguageCode } from '../../constants.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import type { Texts } from '../../i18n/types.ts';
import { formatKickOff, platformInstant } from '../../lib/local-time.ts';
import { translateError } from '../../lib/errors.ts';
import { hotMatchesStore, matchesOf, type ShownMatch } from '../../stores/games/hot-matches.ts';
import { hotMatchesId } from './hot-match-categories.ts';
import { HotMatchesSection, MatchPlaceholders } from './HotMatchesPlaceholder.tsx';
import { launch } from './launcher.ts';
import type { PlayContext } from './play.ts';

export interface HotMatchesProps {
  category: 'SPORTS' | 'ESPORTS';
  language: LanguageCode;
  context: PlayContext;
  texts: Pick<Texts['games'], 'hotMatches' | 'retry'>;
}

export function HotMatches({ category, language, context, texts }: HotMatchesProps) {
  const answer = useStore(hotMatchesStore(language));
  const [busy, setBusy] = useState<number | null>(null);
  const t = texts.hotMatches;
  // The browser does not validate answers: a platform that leaves the list out has no matches.
  const matches = answer.data ? matchesOf(Array.isArray(answer.data.list) ? answer.data.list : [], category) : null;

  async function bet(match: ShownMatch) {
    if (busy !== null) return;
    setBusy(match.id);
    await launch(context, ({ playVendor }) => playVendor(match.vassalage, category, context));
    setBusy(null);
  }

  let content;
  if (answer.error && !answer.data) {
    content = <LoadFailed text={translateError(answer.error, context.messages)} action={texts.retry} onAction={() => hotMatchesStore(language).invalidate()} />;
  } else if (matches === null) {
    content = <MatchPlaceholders />;
  } else if (matches.length === 0) {
    content = <p className="list-state">{t.empty}</p>;
  } else {
    content = (
      <ul className="match-list" aria-labelledby={hotMatchesId(category)}>
        {matches.map((match) => {
          const name = t.match.replace('{{home}}', match.home).replace('{{away}}', match.away);
          return (
            <li key={match.id} className="match-card">
              <p className="match-league" translate="no">
                {match.sport} · {match.league}
              </p>
              <p className="match-teams" translate="no">
                <span className="match-team">{match.home}</span> {/* the space keeps the names apart for copy, find-in-page and assistive text */}
                <span className="match-team">{match.away}</span>
              </p>
              <p className="match-time">
                <span className="visually-hidden">{t.kickOff} </span>
                <time dateTime={new Date(platformInstant(match.kickOff)!).toISOString()}>{formatKickOff(match.kickOff, t)}</time>
              </p>
              <button
                type="button"
                className="button bet-button"
                aria-label={t.betOn.replace('{{match}}', name)}
                aria-busy={busy === match.id}
                onClick={() => void bet(match)}
              >
                {t.bet}
              </button>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <HotMatchesSection title={t.title} category={category}>
      {content}
    </HotMatchesSection>
  );
}
