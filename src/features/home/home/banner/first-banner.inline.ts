/**
 * Home's first banner, painted by an inline script right after the carousel's box (HomeBanner.astro;
 * bundled at build by scripts/inline-script.ts) from the answers the head asked for: home's
 * announcements (src/features/games/games/first-page-starter.ts) and the status call with the image
 * CDN (src/shell/prepaint.ts). The carousel's module script did this alone before: the picture was
 * asked only once the page's scripts had arrived and run, and on Lighthouse's simulated phone the
 * largest paint, this banner, came 2.6 s after its picture had loaded (render delay). Here the
 * picture is asked as soon as both answers are in, and once decoded its slide takes the welcome
 * banner's place in the same box (nothing moves). The carousel's script (./home-banner.client.ts)
 * takes it from there: the other banners, the bullets and swiper.
 *
 * A page opened with a query asked nothing in its head: the carousel's script shows that one.
 */
import type { Announcement } from '../../../../contract/schemas.ts';
import { earlyValue } from '../../../../lib/early-requests.ts';
import { imageCdnsOf } from '../../../../lib/images.ts';
import { loadSlide, nameSlides } from './banner-slide.ts';
import { FIRST_BANNER, FIRST_BANNER_INLINE, type FirstBannerPainted } from './first-banner.ts';
import { homeSlides } from './home-slides.ts';

const script = document.currentScript as HTMLScriptElement | null;
const root = script?.closest<HTMLElement>('[data-home-banner]');
const config = script?.matches(FIRST_BANNER.selector) ? FIRST_BANNER.of(script) : null;
const list = config ? earlyValue(config.announcements) : undefined;

/**
 * Resolves once the welcome banner has been on screen (decoded, then a frame painted), at most a
 * frame after it loads: the platform's banner never replaces a box that has not shown anything yet.
 * On a fast line the platform's picture can be decoded before the first frame; swapped in then, the
 * player's first sight of the box would wait for the platform's answer instead of the page's own
 * picture.
 */
function welcomePainted(welcome: HTMLImageElement | null): Promise<unknown> {
  if (!welcome) return Promise.resolve();
  return welcome
    .decode()
    .catch(() => undefined)
    .then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

if (root && config && list) {
  const texts = root.dataset;
  const painted: Promise<FirstBannerPainted | null> = Promise.all([list, earlyValue(config.status)])
    .then(async ([answer, system]) => {
      // Without the status answer the image CDN is unknown: the carousel's script waits for it.
      if (!system) return null;
      // The browser does not validate answers: a list that is not one shows nothing here.
      const announcements = Array.isArray(answer?.list) ? (answer.list as Announcement[]) : [];
      const context = {
        imageCdns: imageCdnsOf(system),
        origin: location.origin,
        allowedOrigins: config.allowedOrigins,
        languagePrefix: texts.languagePrefix ?? '',
      };
      const [first] = homeSlides(announcements, context);
      if (!first) return null;
      const welcome = root.querySelector<HTMLImageElement>('.swiper-slide img');
      const [slide] = await Promise.all([loadSlide(first, texts, true), welcomePainted(welcome)]);
      if (slide) {
        slide.dataset.position = '0';
        nameSlides([slide], texts.slideLabel!);
        root.querySelector('.swiper-wrapper')!.replaceChildren(slide); // the welcome banner gives way
      }
      return { id: first.id, slide };
    })
    .catch(() => null);
  (window as unknown as Record<string, Promise<FirstBannerPainted | null>>)[FIRST_BANNER_INLINE] = painted;
}
