/**
 * The home carousel's slides (G §2 "Home": banners of group m_home only): the banners' pictures as
 * the form banners take them (bannerSlides), each with the target a tap opens (./banner-target.ts).
 */
import type { BANNER_GROUPS } from '../../../../contract/vocabulary.ts';
import type { Announcement } from '../../../../contract/schemas.ts';
import { bannerSlides, type BannerSlide } from '../../../../widgets/banners/banners.ts';
import { bannerTarget, inPageLanguage, type BannerTarget } from './banner-target.ts';

export const HOME_BANNER_GROUP = 'm_home' satisfies (typeof BANNER_GROUPS)[number];

export interface HomeSlide extends BannerSlide {
  /** Where a tap goes; null: the banner is a picture only. */
  target: BannerTarget | null;
}

export interface HomeSlideContext {
  /** The platform's image CDN bases (status imageCDNs). */
  imageCdns: readonly string[];
  /** The page's origin (location.origin): what counts as this site. */
  origin: string;
  /** Other sites a banner may open (src/lib/link-policy.ts allowedOrigins). */
  allowedOrigins: readonly string[];
  /** The page's language prefix (`/en`; '' for the brand's default language). */
  languagePrefix: string;
}

/** The m_home banners with a picture, in the platform's order. */
export function homeSlides(list: readonly Announcement[], { imageCdns, origin, allowedOrigins, languagePrefix }: HomeSlideContext): HomeSlide[] {
  const urls = new Map(list.map((item) => [item.id, item.url]));
  return bannerSlides(list, HOME_BANNER_GROUP, imageCdns).map((slide) => {
    const target = bannerTarget(urls.get(slide.id), { origin, allowedOrigins });
    return { ...slide, target: target?.kind === 'page' ? { kind: 'page', href: inPageLanguage(target.href, languagePrefix) } : target };
  });
}
