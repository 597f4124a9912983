/**
 * The carousel's engine: swiper (core and autoplay only), loaded by ./home-banner.client.ts with a
 * dynamic import() when the carousel first has to move, and only with two banners or more. It takes
 * over the slides already on the page (swiper's own markup: .swiper > .swiper-wrapper >
 * .swiper-slide), so nothing moves when it starts. Pagination, names and the pause button are the
 * page's (they exist before swiper does); swiper's own CSS is not loaded: the few rules its core
 * needs are in ./home-banner.css.
 */
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import { BANNER_AUTOPLAY_DELAY_MS } from '../../../../constants.ts';

/** Home banner carousel (G §2 "Home", §9): it loops and slides in 1000 ms (moving on every BANNER_AUTOPLAY_DELAY_MS). */
export const BANNER_SLIDE_SPEED_MS = 1000;

export interface CarouselEngine {
  /** Slides to the banner at this position of the platform's order. */
  show(index: number): void;
  /** Slides on to the next banner (after the last: the first, as the loop does). */
  next(): void;
  /** Turns the automatic advance on or off. */
  rotate(on: boolean): void;
}

export interface EngineOptions {
  /** The banner showing now (the page may have shown another than the first). */
  index: number;
  rotating: boolean;
  /** Moves without animation (prefers-reduced-motion). */
  instant: boolean;
  /** Called with the position of the banner that comes into view. */
  onShow(index: number): void;
}

export function startCarousel(viewport: HTMLElement, { index, rotating, instant, onShow }: EngineOptions): CarouselEngine {
  const swiper = new Swiper(viewport, {
    modules: [Autoplay],
    loop: true,
    speed: instant ? 0 : BANNER_SLIDE_SPEED_MS,
    initialSlide: index,
    // Pauses while the page is hidden (its own visibilitychange handling) and under a mouse; a
    // swipe does not end it.
    autoplay: { delay: BANNER_AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
    on: { realIndexChange: (current) => onShow(current.realIndex) },
  });
  if (!rotating) swiper.autoplay.stop();
  return {
    show: (position) => void swiper.slideToLoop(position),
    next: () => void swiper.slideNext(),
    rotate: (on) => void (on ? !swiper.autoplay.running && swiper.autoplay.start() : swiper.autoplay.stop()),
  };
}
