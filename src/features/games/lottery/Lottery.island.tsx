/**
 * The lottery lobby (/m/lottery, issue 10): the popular lotteries first (popularLottery), then the
 * platform's lottery menu as tabs (lotteryMenu over lotteryList). Every lottery shows its next draw,
 * counting down each second, and a card under a tab shows its latest numbers: the Vietnamese regional
 * results (vnLotteryRecent, one request for every region) or, for the others, the endings drawn
 * most often lately (lotteryNumero: the platform gives no latest result for them). Only the active
 * tab's cards ask for numbers, so a visit makes a handful of requests, not one per lottery.
 *
 * A tap launches the lottery (playLottery: a guest logs in first, then it opens). When a shown draw
 * time passes, the draw times are asked again and each drawn lottery's numbers refresh.
 *
 * Until it has mounted (also the prerendered HTML) it shows placeholders of the final size, so
 * nothing moves when the answers arrive; each failing call has its own error state and Try again.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { type LanguageCode } from '../../../constants.ts';
import { Icon } from '../../../components/Icon.tsx';
import * as icons from '../../../components/icon-paths.ts';
import Toasts from '../../../components/form/Toasts.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import type { Texts } from '../../../i18n/types.ts';
import { translateError, type ErrorMessages } from '../../../lib/errors.ts';
import { createCallStore, revalidateCalls, type CallStore } from '../../../lib/fetcher.ts';
import { resolveImageUrl } from '../../../lib/images.ts';
import { imageCdns as loadImageCdns } from '../../../stores/status.ts';
import { playLottery, resumeAfterLogin, type PlayContext } from '../../../widgets/games/play.ts';
import '../../../components/list/list-state.css';
import '../../../widgets/games/games.css';
import './lottery.css';
import { anyDrawDue, hotNumbers, latestVnResult, menuTabs, nextDraw, type Lottery } from './lobby.ts';
import * as gamesCalls from '../../../contract/calls/games.ts';

/** Ours: the lottery lobby asks for new draw times this long after a shown draw time has passed. */
export const LOTTERY_DRAW_REFRESH_MS = 5_000;

export interface LotteryLobbyProps {
  language: LanguageCode;
  /** The page's BCP 47 tag (`my`, `en`): dates are written in it. */
  locale: string;
  texts: Texts['games']['lottery'];
  common: Pick<Texts['games'], 'retry' | 'opening' | 'unsafeUrl'>;
  /** The catalogue's messages for failed calls (src/lib/errors.ts). */
  messages: ErrorMessages;
  /** Paths in the page's language. */
  links: PlayContext['links'];
}

/** What every lottery button and card needs from the lobby. */
type Shared = Pick<LotteryLobbyProps, 'texts' | 'common' | 'locale'> & {
  now: number;
  imageCdns: readonly string[] | null;
  onPlay: (lottery: Lottery) => Promise<void>;
};

const PLACEHOLDER_TILES = 3;
const PLACEHOLDER_CARDS = 4;
const PLACEHOLDER_TABS = 3;

/** The clock the countdowns read: 0 before the island has mounted (placeholders), then now, every second. */
function useNow(): number {
  const [now, setNow] = useState(0);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export default function LotteryLobby(props: LotteryLobbyProps) {
  const { language, texts, common, messages } = props;
  const stores = useMemo(
    () => ({
      list: createCallStore(gamesCalls.lotteryList, { language }),
      menu: createCallStore(gamesCalls.lotteryMenu, { language }),
      popular: createCallStore(gamesCalls.popularLottery, { language }),
    }),
    [language],
  );
  const list = useStore(stores.list);
  const menu = useStore(stores.menu);
  const popular = useStore(stores.popular);
  const now = useNow();
  const ready = now > 0;
  const [cdns, setCdns] = useState<readonly string[] | null>(null);
  const [picked, setPicked] = useState<string | null>(null);

  const context = useMemo<PlayContext>(
    () => ({ language, links: props.links, texts: { opening: common.opening, unsafeUrl: common.unsafeUrl }, messages }),
    [language, props.links, common, messages],
  );

  useEffect(() => {
    void loadImageCdns().then(setCdns);
    resumeAfterLogin(context); // a guest's tap before the login: the lottery opens now
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the lobby first shows

  // A shown draw time has passed: ask for the next ones a little later (the platform needs a moment),
  // and again while the answer still gives a passed time.
  const due = ready && anyDrawDue([...(popular.data?.list ?? []), ...(list.data?.list ?? [])], now);
  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(() => revalidateCalls(['lotteryList', 'popularLottery']), LOTTERY_DRAW_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [due, list.data, popular.data]);

  const tabs = useMemo(() => (list.data && menu.data ? menuTabs(menu.data.menus, list.data.list, texts.other) : []), [list.data, menu.data, texts.other]);
  const active = tabs.find((tab) => tab.code === picked) ?? tabs[0];
  const shared: Shared = {
    texts,
    common,
    locale: props.locale,
    now,
    imageCdns: cdns,
    onPlay: (lottery) => playLottery(launchable(lottery), context),
  };

  const listError = (!list.data && list.error) || (!menu.data && menu.error);
  return (
    <div className="lottery-lobby">
      <section className="lottery-section" aria-labelledby="lottery-popular">
        <h2 id="lottery-popular" className="lottery-heading">
          {texts.popular}
        </h2>
        {!ready || (!popular.data && !popular.error) ? (
          <PopularPlaceholders />
        ) : !popular.data ? (
          <LoadFailed text={translateError(popular.error, messages)} action={common.retry} onAction={() => stores.popular.invalidate()} />
        ) : popular.data.list.length === 0 ? (
          <p className="list-state">{texts.empty}</p>
        ) : (
          <ul className="lottery-strip">
            {popular.data.list.map((lottery) => (
              <li key={lottery.code}>
                <Launcher lottery={lottery} className="lottery-tile" shared={shared} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="lottery-section">
        {!ready || (!listError && (!list.data || !menu.data)) ? (
          <ListPlaceholders />
        ) : listError ? (
          <LoadFailed
            text={translateError(listError, messages)}
            action={common.retry}
            onAction={() => {
              if (!list.data) stores.list.invalidate();
              if (!menu.data) stores.menu.invalidate();
            }}
          />
        ) : !active ? (
          <p className="list-state">{texts.empty}</p>
        ) : (
          <>
            <div className="list-tabs" role="group" aria-label={texts.menus}>
              {tabs.map((tab) => (
                <button key={tab.code} type="button" className="list-tab" translate="no" aria-pressed={tab === active} onClick={() => setPicked(tab.code)}>
                  {tab.name}
                </button>
              ))}
            </div>
            <ul className="lottery-list">
              {active.lotteries.map((lottery) => (
                <li key={lottery.code} className="lottery-card">
                  <Launcher lottery={lottery} className="lottery-open" shared={shared}>
                    <Icon d={icons.chevron} size={20} />
                  </Launcher>
                  <Numbers lottery={lottery} shared={shared} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <Toasts />
    </div>
  );
}

/** The launch fields of a lottery: it is a game whose gameId is its code (src/contract/schemas.ts). */
const launchable = (lottery: Lottery) => ({ nodeId: lottery.nodeId, vassalage: lottery.vassalage, gameType: lottery.gameType, gameId: lottery.code });

/** The lottery's button: icon, name, next draw. A second tap while it opens does nothing. */
function Launcher({ lottery, className, shared, children }: { lottery: Lottery; className: string; shared: Shared; children?: ReactNode }) {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await shared.onPlay(lottery);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} aria-busy={busy} onClick={() => void open()}>
      <LotteryIcon lottery={lottery} imageCdns={shared.imageCdns} />
      <span className="lottery-text">
        <span className="lottery-name" translate="no">
          {lottery.name}
        </span>
        <DrawTime lottery={lottery} shared={shared} />
      </span>
      {children}
    </button>
  );
}

/** A fixed box with the name's first letter behind the image: seen while it loads, and instead of it when it fails. */
function LotteryIcon({ lottery, imageCdns }: { lottery: Lottery; imageCdns: readonly string[] | null }) {
  const [broken, setBroken] = useState(false);
  const icon = imageCdns ? resolveImageUrl(lottery.iconUrl, imageCdns) : '';
  return (
    <span className="game-art lottery-icon" data-initial={lottery.name.slice(0, 1)}>
      {icon && !broken ? <img src={icon} alt="" width={112} height={112} decoding="async" onError={() => setBroken(true)} /> : null}
    </span>
  );
}

/** The next draw. Not a live region: a screen reader reads it with the button, not every second. */
function DrawTime({ lottery, shared }: { lottery: Lottery; shared: Shared }) {
  const { texts } = shared;
  const draw = nextDraw(lottery.nextDrawAt, shared.now);
  if (draw.kind === 'drawing') return <span className="lottery-draw">{texts.drawing}</span>;
  const value =
    draw.kind === 'countdown' ? draw.text : draw.kind === 'at' ? new Intl.DateTimeFormat(shared.locale, NUMERIC_DAY_AND_TIME).format(draw.at) : '--:--';
  return (
    <span className="lottery-draw">
      {texts.nextDraw} <span className="lottery-countdown">{value}</span>
    </span>
  );
}

/** A card's numbers: the region's latest result for a Vietnamese regional lottery, else the hot numbers. */
function Numbers({ lottery, shared }: { lottery: Lottery; shared: Shared }) {
  return lottery.region ? <VnResult lottery={lottery} region={lottery.region} shared={shared} /> : <HotNumbers lottery={lottery} shared={shared} />;
}

function VnResult({ lottery, region, shared }: { lottery: Lottery; region: string; shared: Shared }) {
  const store = useMemo(() => createCallStore(gamesCalls.vnLotteryRecent, {}), []); // every region at once: one request for all the cards
  const answer = useStore(store);
  useRefreshAfterDraw(store, lottery.nextDrawAt);
  const result = answer.data ? latestVnResult(answer.data.list, region) : null;
  const label = result ? shared.texts.result.replace('{{date}}', drawDate(result.date, shared.locale)) : '';
  return <NumbersRow answer={answer} numbers={result?.numbers ?? []} label={label} onRetry={() => store.invalidate()} shared={shared} />;
}

function HotNumbers({ lottery, shared }: { lottery: Lottery; shared: Shared }) {
  const store = useMemo(() => createCallStore(gamesCalls.lotteryNumero, { code: lottery.code }), [lottery.code]);
  const answer = useStore(store);
  useRefreshAfterDraw(store, lottery.nextDrawAt);
  const numbers = answer.data ? hotNumbers(answer.data.list) : [];
  return <NumbersRow answer={answer} numbers={numbers} label={shared.texts.hotNumbers} onRetry={() => store.invalidate()} shared={shared} />;
}

/** Once the lottery has drawn (its next draw time moved on), its numbers are asked again. */
function useRefreshAfterDraw(store: CallStore<'vnLotteryRecent'> | CallStore<'lotteryNumero'>, nextDrawAt: string): void {
  const seen = useRef(nextDrawAt);
  useEffect(() => {
    if (seen.current === nextDrawAt) return;
    seen.current = nextDrawAt;
    store.revalidate();
  }, [store, nextDrawAt]);
}

function NumbersRow(props: { answer: { data?: unknown; error?: unknown }; numbers: readonly string[]; label: string; onRetry: () => void; shared: Shared }) {
  const { answer, numbers, shared } = props;
  if (!answer.data && answer.error) {
    return (
      <div className="lottery-result">
        <span>{shared.texts.resultsFailed}</span>
        <button type="button" className="lottery-retry" onClick={props.onRetry}>
          {shared.common.retry}
        </button>
      </div>
    );
  }
  if (!answer.data) return <NumbersPlaceholder />;
  if (numbers.length === 0) {
    return (
      <div className="lottery-result">
        <span>{shared.texts.noResults}</span>
      </div>
    );
  }
  return (
    <div className="lottery-result">
      <span>{props.label}</span>
      <span className="lottery-balls">
        {numbers.map((number, index) => (
          <span key={index} className="lottery-ball">
            {number}
          </span>
        ))}
      </span>
    </div>
  );
}

/**
 * Dates and times in numbers only: a phone without the language's month and weekday names (Burmese
 * on many builds) would otherwise fall back to English words.
 */
const NUMERIC_DAY_AND_TIME: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' };

/** `YYYY-MM-DD` as the page's language writes a short numeric date (the draw's own day, whatever the player's zone). */
function drawDate(date: string, locale: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}

function PopularPlaceholders() {
  return (
    <ul className="lottery-strip" aria-hidden="true">
      {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
        <li key={index}>
          <span className="lottery-tile lottery-placeholder">
            <FacePlaceholder />
          </span>
        </li>
      ))}
    </ul>
  );
}

function ListPlaceholders() {
  return (
    <div aria-hidden="true" className="lottery-section">
      <div className="list-tabs">
        {Array.from({ length: PLACEHOLDER_TABS }, (_, index) => (
          <span key={index} className="list-tab lottery-placeholder" />
        ))}
      </div>
      <ul className="lottery-list">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <li key={index} className="lottery-card lottery-placeholder">
            <span className="lottery-open">
              <FacePlaceholder />
            </span>
            <NumbersPlaceholder />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A lottery's icon, name and draw time (LotteryButton's), empty at their final size. */
function FacePlaceholder() {
  return (
    <>
      <span className="game-art lottery-icon" />
      <span className="lottery-text">
        <span className="lottery-name" />
        <span className="lottery-draw" />
      </span>
    </>
  );
}

function NumbersPlaceholder() {
  return (
    <div className="lottery-result lottery-placeholder" aria-hidden="true">
      <span>{'\u00a0' /* a line of text's height, as the label's */}</span>
      <span className="lottery-balls">
        <span className="lottery-ball" />
        <span className="lottery-ball" />
        <span className="lottery-ball" />
      </span>
    </div>
  );
}
