/**
 * A home banner's slide, as the inline painter of the first banner (./first-banner.inline.ts) and
 * the carousel's script (./home-banner.client.ts) both make it: the picture decoded before the slide
 * exists (never a blank box), inside a link when the banner has a target the allow-list took. No
 * imports beyond pure modules: it is bundled into the inline script too.
 */
import { BANNER_PICTURE } from '../../../../constants.ts';
import { IMAGE_SLOT_SIZES } from '../../../../lib/images.ts';
import type { HomeSlide } from './home-slides.ts';

/**
 * The banner's slide once its picture has loaded and decoded; null when the picture does not load.
 * `first`: the banner shown first, asked at high priority (the others at low). `texts`: the
 * carousel's data-* (HomeBanner.astro).
 */
export function loadSlide(slide: HomeSlide, texts: DOMStringMap, first: boolean): Promise<HTMLElement | null> {
  const picture = new Image(BANNER_PICTURE.width, BANNER_PICTURE.height);
  picture.alt = slide.alt;
  picture.draggable = false;
  picture.fetchPriority = first ? 'high' : 'low';
  // The width the banner's box needs, of those the image CDN offers (sizes before srcset before src:
  // the browser picks once).
  if (slide.srcset) {
    picture.sizes = IMAGE_SLOT_SIZES.banner;
    picture.srcset = slide.srcset;
  }
  picture.src = slide.src;
  return picture.decode().then(
    () => slideElement(slide, picture, texts),
    () => null,
  );
}

/** A slide: the picture, inside a link when the banner has a target the allow-list took. */
function slideElement(slide: HomeSlide, picture: HTMLImageElement, texts: DOMStringMap): HTMLElement {
  const element = document.createElement('div');
  element.className = 'swiper-slide';
  element.setAttribute('role', 'group');
  element.setAttribute('aria-roledescription', texts.slideKind!);
  if (!slide.target) {
    element.append(picture);
    return element;
  }
  const link = document.createElement('a');
  link.className = 'home-banner-link';
  link.href = slide.target.href;
  link.append(picture);
  if (slide.target.kind === 'newTab') {
    link.target = '_blank';
    link.rel = 'noopener';
    const note = document.createElement('span');
    note.className = 'visually-hidden';
    note.textContent = ` ${texts.newTab}`;
    link.append(note);
  }
  element.append(link);
  return element;
}

/** "n of N" on every slide (`template`: the carousel's data-slide-label). */
export function nameSlides(slides: readonly HTMLElement[], template: string): void {
  slides.forEach((slide, position) => slide.setAttribute('aria-label', fill(template, { index: position + 1, count: slides.length })));
}

/** A carousel text with its {placeholders} filled. */
export function fill(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}
