/**
 * A vendor-only category's panel drawn by a plain script (SPORTS, ESPORTS, COCKFIGHT: G §2 "Other
 * categories show a vendor list"; home's vendor tabs), from VendorPanelParts.astro's templates:
 * - its vendors, from the page's vendor store: each row launches that vendor (a vendor of these
 *   categories is one game on the platform, its lobby: ./play.ts playVendor, a guest logging in
 *   first), with the vendor's logo from the image CDN over its initial (the initial shows while it
 *   loads and when it fails);
 * - for sports and e-sports, the hot matches (G §3 type H; the fixture is ours, contract
 *   `hotMatch`): a card a match with its league, teams and kick-off in the player's own time zone,
 *   soonest first, and a Bet button that opens the match's vendor as a tap on that vendor does.
 * While they load: placeholders of the final size; none: the empty text; a failed call: its reason
 * with Try again. Loaded with the first vendor panel shown (./vendor-panel-parts.ts mountVendorPanel:
 * home's vendor tabs, the sports list screens).
 */
import { failedState } from '../../components/list/read-failed.ts';
import type { LanguageCode } from '../../constants.ts';
import type { Texts } from '../../i18n/types.ts';
import { translateError } from '../../lib/errors.ts';
import { resolveImageUrl } from '../../lib/images.ts';
import { formatKickOff, platformInstant } from '../../lib/local-time.ts';
import { hotMatchesStore, matchesOf, type ShownMatch } from '../../stores/games/hot-matches.ts';
import { $vendorCategories, $vendorData } from '../../stores/games/vendors.ts';
import { vendorsOf, type Vendor } from '../../stores/games/vendor-sorting.ts';
import { imageCdns } from '../../stores/status.ts';
import { hasHotMatches, hotMatchesId } from './vendor-panel-shape.ts';
import { matchesSection, vendorPart } from './vendor-panel-parts.ts';
import { launch } from './launcher.ts';
import type { PlayContext } from './play.ts';
import { vendorLogoPath } from './vendor-logo.ts';

export interface VendorPanelOptions {
  category: string;
  language: LanguageCode;
  context: PlayContext;
  texts: Pick<Texts['games'], 'failed' | 'empty' | 'hotMatches'>;
}

/** The empty state of a list: its text. */
function emptyState(text: string): HTMLElement {
  const empty = document.createElement('p');
  empty.className = 'list-state';
  empty.textContent = text;
  return empty;
}

/**
 * A tap that launches through the launch rules, one at a time: the button is busy meanwhile and
 * other taps of the panel wait for it to end.
 */
function oneAtATime(): (button: HTMLElement, run: () => Promise<void>) => Promise<void> {
  let busy = false;
  return async (button, run) => {
    if (busy) return;
    busy = true;
    button.setAttribute('aria-busy', 'true');
    await run();
    button.setAttribute('aria-busy', 'false');
    busy = false;
  };
}

/** The logo over a vendor's initial; one that fails to load is removed, and the initial shows. */
function showLogo(mark: Element, code: string, cdns: readonly string[]): void {
  const logo = vendorPart<HTMLImageElement>('logo');
  logo.src = resolveImageUrl(vendorLogoPath(code), cdns);
  logo.srcset = `${resolveImageUrl(vendorLogoPath(code, 2), cdns)} 2x`;
  logo.addEventListener('error', () => logo.remove(), { once: true });
  mark.append(logo);
}

/** One part of the panel that shows one state at a time: a new state replaces what it shows; the same state again leaves it. */
function slot(first: Element): (state: string, draw: () => Element) => void {
  let shown = first;
  let drawn = '';
  return (state, draw) => {
    if (state === drawn) return;
    drawn = state;
    const next = draw();
    shown.replaceWith(next);
    shown = next;
  };
}

/** Draws the panel into `panel` and keeps it current; answers what stops it (another tab). */
export function showVendorPanel(panel: HTMLElement, { category, language, context, texts }: VendorPanelOptions): () => void {
  const tap = oneAtATime();
  const play = (vassalage: string) => launch(context, ({ playVendor }) => playVendor(vassalage, category, context));
  let cdns: readonly string[] | null = null;
  /** The drawn rows' marks, for their logos once the image CDN is known. */
  let marks: { mark: Element; code: string }[] = [];

  function vendorRow(vendor: Vendor): HTMLElement {
    const row = vendorPart('vendor');
    const button = row.querySelector('button')!;
    const mark = row.querySelector('.vendor-mark')!;
    mark.textContent = vendor.displayName.slice(0, 1);
    if (cdns) showLogo(mark, vendor.vassalage, cdns);
    marks.push({ mark, code: vendor.vassalage });
    row.querySelector('.vendor-name')!.textContent = vendor.displayName;
    button.addEventListener('click', () => void tap(button, () => play(vendor.vassalage)));
    return row;
  }

  const vendorsLoading = vendorPart('vendors-loading');
  panel.replaceChildren(vendorsLoading);
  const showVendors = slot(vendorsLoading);
  const stops = [
    $vendorData.subscribe((answer) => {
      const vendors = vendorsOf($vendorCategories.get(), category);
      if (answer.error && !answer.data) showVendors('failed', () => failedState(texts.failed, () => $vendorData.invalidate()));
      else if (!answer.data) showVendors('loading', () => vendorPart('vendors-loading'));
      else if (vendors.length === 0) showVendors('empty', () => emptyState(texts.empty));
      else
        showVendors(JSON.stringify(vendors), () => {
          marks = [];
          const list = vendorPart('vendors');
          list.append(...vendors.map(vendorRow));
          return list;
        });
    }),
  ];
  void imageCdns().then((known) => {
    cdns = known;
    for (const { mark, code } of marks) showLogo(mark, code, known);
  });

  if (hasHotMatches(category)) {
    const t = texts.hotMatches;
    const store = hotMatchesStore(language);
    const matchesLoading = vendorPart('matches-loading');
    panel.append(matchesSection(category, matchesLoading));
    const showMatches = slot(matchesLoading);
    const card = (match: ShownMatch) => {
      const item = vendorPart('match');
      item.querySelector('.match-league')!.textContent = `${match.sport} · ${match.league}`;
      const [home, away] = item.querySelectorAll('.match-team');
      home!.textContent = match.home;
      away!.textContent = match.away;
      const time = item.querySelector('time')!;
      time.dateTime = new Date(platformInstant(match.kickOff)!).toISOString();
      time.textContent = formatKickOff(match.kickOff, t);
      const bet = item.querySelector('button')!;
      bet.setAttribute('aria-label', t.betOn.replace('{{match}}', t.match.replace('{{home}}', match.home).replace('{{away}}', match.away)));
      bet.addEventListener('click', () => void tap(bet, () => play(match.vassalage)));
      return item;
    };
    stops.push(
      store.subscribe(({ data, error }) => {
        // The browser does not validate answers: a platform that leaves the list out has no matches.
        const matches = data ? matchesOf(Array.isArray(data.list) ? data.list : [], category) : null;
        if (error && !data) showMatches('failed', () => failedState(translateError(error, context.messages), () => store.invalidate()));
        else if (matches === null) showMatches('loading', () => vendorPart('matches-loading'));
        else if (matches.length === 0) showMatches('empty', () => emptyState(t.empty));
        else
          showMatches(JSON.stringify(matches), () => {
            const list = document.createElement('ul');
            list.className = 'match-list';
            list.setAttribute('aria-labelledby', hotMatchesId(category));
            list.append(...matches.map(card));
            return list;
          });
      }),
    );
  }
  return () => stops.forEach((stop) => stop());
}
