/**
 * The home banner carousel in the browser (G §2 "Home", §9), a plain script: no React on home.
 *
 * The page arrives with the brand's welcome banner in the carousel's box. This script asks for
 * home's announcements; the first m_home banner whose picture has loaded takes the box (already
 * decoded, so it never shows blank), the others line up behind it. The first banner is usually
 * there before this script runs: an inline script painted it from the answers the page's head
 * asked for (./first-banner.inline.ts), and this script takes its slide as it is. With two or more, the pause
 * button and the bullets show, and swiper (./banner-swiper.ts, 21 KB) is loaded only when the
 * carousel first has to move: when the player touches or focuses it, taps a bullet, or when the
 * first automatic turn is due. Nothing of it loads with the page. No banners, a failed call,
 * pictures that do not load, or swiper failing to load: the banner showing stays, without controls
 * that could not work.
 */
import { BANNER_AUTOPLAY_DELAY_MS, TILES_PER_ROW, type LanguageCode } from '../../../../constants.ts';
import { allowedOrigins } from '../../../../lib/link-policy.ts';
import { imageCdns } from '../../../../stores/status.ts';
import { homeAnnouncements } from '../home-announcements.ts';
import { fill, loadSlide, nameSlides } from './banner-slide.ts';
import type { CarouselEngine } from './banner-swiper.ts';
import { FIRST_BANNER_INLINE, type FirstBannerPainted } from './first-banner.ts';
import { homeSlides } from './home-slides.ts';

/**
 * Ours: the home banners after the first wait for the first row of games to load (a weak network
 * gives the game pictures its bandwidth first), this long at most.
 */
export const BANNERS_WAIT_FOR_GAMES_MS = 10_000;

const root = document.querySelector<HTMLElement>('[data-home-banner]');
// Any failure leaves what shows (the welcome banner, or the banners shown so far): never an uncaught error.
if (root) showPlatformBanners(root).catch(() => undefined);

async function showPlatformBanners(root: HTMLElement): Promise<void> {
  const texts = root.dataset;
  const inline = (window as unknown as Record<string, Promise<FirstBannerPainted | null> | undefined>)[FIRST_BANNER_INLINE];
  const [list, painted] = await Promise.all([homeAnnouncements(texts.language as LanguageCode), inline ?? null]);
  // After the list: by then the status call of the page's gate is under way, and this reuses it.
  const slides = homeSlides(list, {
    imageCdns: await imageCdns(),
    origin: location.origin,
    allowedOrigins: allowedOrigins(),
    languagePrefix: texts.languagePrefix ?? '',
  });
  const wrapper = root.querySelector<HTMLElement>('.swiper-wrapper')!;
  // The first banner at once (or as the inline script left it, when it painted this list's first:
  // a member's list, asked with the token, could differ); the others only once the first row of
  // games has loaded, at low priority: on a weak network (400 kbps) four banners loading first held
  // the first game picture back to 12 s.
  const paintedFirst = painted && painted.id === slides[0]?.id ? Promise.resolve(painted.slide) : null;
  const first = slides.length ? (paintedFirst ?? loadSlide(slides[0]!, texts, true)) : Promise.resolve(null);
  const others = first.then(firstRowOfGames).then(() => slides.slice(1).map((slide) => loadSlide(slide, texts, false)));
  const pending = [first, ...slides.slice(1).map((_, position) => others.then((loading) => loading[position]!))];
  const shown: HTMLElement[] = [];
  for (const next of pending) {
    const slide = await next;
    if (!slide) continue; // a banner whose picture does not load leaves the carousel
    slide.dataset.position = String(shown.length);
    if (shown.length) {
      slide.inert = true; // out of view behind the first: out of reach too
      wrapper.append(slide);
    } else if (!slide.isConnected) {
      wrapper.replaceChildren(slide); // the welcome banner (or another list's first) gives way to the first banner
    }
    shown.push(slide);
    nameSlides(shown, texts.slideLabel!);
  }
  if (shown.length > 1) becomeCarousel(root, shown);
}

/**
 * Resolves once the first row of the page's games has loaded (each icon loaded or failed, or a tile
 * without one), or after BANNERS_WAIT_FOR_GAMES_MS at most: a list that fails or never shows holds
 * the other banners no longer. Polled: the tiles are drawn by the category menu's island, whenever
 * React arrives.
 */
function firstRowOfGames(): Promise<void> {
  const loaded = () => {
    const tiles = [...document.querySelectorAll('.game-grid:not([aria-hidden]) .game-tile:not(.placeholder-tile)')].slice(0, TILES_PER_ROW);
    return tiles.length > 0 && tiles.every((tile) => tile.querySelector('img')?.complete ?? true);
  };
  return new Promise((resolve) => {
    const started = performance.now();
    const check = () => {
      if (loaded() || performance.now() - started >= BANNERS_WAIT_FOR_GAMES_MS) resolve();
      else setTimeout(check, FIRST_ROW_POLL_MS);
    };
    check();
  });
}

/** Ours: how often the banner looks for the first row of games (a few cheap queries). */
const FIRST_ROW_POLL_MS = 200;

const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

/**
 * Two banners or more: bullets, the pause button (WCAG 2.2.2) and swiper. Autoplay runs unless the
 * player paused it or prefers reduced motion (the button then offers to play), and holds while
 * keyboard focus is on a banner or a bullet (WAI-ARIA carousel pattern). Until swiper is there,
 * the first turn is a timer of one autoplay delay that holds while the page is hidden; from then on
 * swiper's autoplay turns, and pauses by itself while the page is hidden and under a mouse.
 */
function becomeCarousel(root: HTMLElement, slides: readonly HTMLElement[]): void {
  const texts = root.dataset;
  const viewport = root.querySelector<HTMLElement>('.swiper')!;
  const wrapper = root.querySelector<HTMLElement>('.swiper-wrapper')!;
  const controls = root.querySelector<HTMLElement>('[data-controls]')!;
  const rotation = root.querySelector<HTMLButtonElement>('[data-rotation]')!;
  const state = { current: 0, paused: reducedMotion.matches, held: false };
  let engine: Promise<CarouselEngine | null> | undefined;
  let firstTurn: ReturnType<typeof setTimeout> | undefined;
  const rotating = () => !state.paused && !state.held;

  const bullets = slides.map((_, position) => {
    const bullet = document.createElement('button');
    bullet.type = 'button';
    bullet.className = 'home-banner-bullet';
    bullet.setAttribute('aria-label', fill(texts.showLabel!, { index: position + 1 }));
    bullet.addEventListener('click', () => void loadEngine().then((carousel) => carousel?.show(position)));
    return bullet;
  });
  root.querySelector('[data-bullets]')!.replaceChildren(...bullets);

  function markCurrent(position: number): void {
    state.current = position;
    bullets.forEach((bullet, index) => bullet.setAttribute('aria-current', String(index === position)));
    // Banners out of view are out of reach too: no tabbing to a hidden link, no reading it.
    for (const slide of slides) slide.inert = slide.dataset.position !== String(position);
  }

  function applyRotation(): void {
    rotation.dataset.paused = String(state.paused);
    rotation.setAttribute('aria-label', state.paused ? texts.playLabel! : texts.pauseLabel!);
    // A banner that changes by itself is not announced; one the player changes is.
    wrapper.setAttribute('aria-live', rotating() ? 'off' : 'polite');
    if (engine) void engine.then((carousel) => carousel?.rotate(rotating()));
    else planFirstTurn();
  }

  /** Before swiper: the first automatic turn, one autoplay delay from now, while the page is in view. */
  function planFirstTurn(): void {
    clearTimeout(firstTurn);
    if (!engine && rotating() && document.visibilityState === 'visible') firstTurn = setTimeout(() => void loadEngine(true), BANNER_AUTOPLAY_DELAY_MS);
  }

  /** Loads and starts swiper once; `turn`: the first automatic turn is due, so it moves on at once. */
  function loadEngine(turn = false): Promise<CarouselEngine | null> {
    clearTimeout(firstTurn);
    engine ??= import('./banner-swiper.ts')
      .then(({ startCarousel }) => {
        const carousel = startCarousel(viewport, {
          index: state.current,
          rotating: rotating(),
          instant: reducedMotion.matches,
          onShow: markCurrent,
        });
        if (turn && rotating()) carousel.next();
        root.dataset.carousel = 'ready';
        return carousel;
      })
      .catch(() => {
        controls.hidden = true; // no engine: the banner showing stays, without controls that cannot work
        return null;
      });
    return engine;
  }

  rotation.addEventListener('click', () => {
    state.paused = !state.paused;
    applyRotation();
  });
  root.addEventListener('focusin', (event) => {
    const target = event.target as HTMLElement;
    state.held = target !== rotation && target.matches(':focus-visible');
    applyRotation();
    void loadEngine();
  });
  root.addEventListener('focusout', (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    state.held = false;
    applyRotation();
  });
  reducedMotion.addEventListener('change', () => {
    state.paused = reducedMotion.matches;
    applyRotation();
  });
  viewport.addEventListener('pointerdown', () => void loadEngine(), { once: true });
  document.addEventListener('visibilitychange', planFirstTurn);

  markCurrent(0);
  applyRotation();
  controls.hidden = false;
}
