/**
 * Form banners (G §2 "Form banner"): banners (type B) of one group, above the login (m_login),
 * registration (m_reg), forgot-password (m_forget) and change-password (m_change) forms; the
 * brand's welcome banner when there are none or the call fails. Pure parts here, unit-tested.
 */
import type { Announcement } from '../../contract/schemas.ts';
import type { BANNER_GROUPS } from '../../contract/vocabulary.ts';
import { imageSrcset, resolveImageUrl } from '../../lib/images.ts';

export type FormBannerGroup = Exclude<(typeof BANNER_GROUPS)[number], 'm_home'>;

export interface BannerSlide {
  id: number;
  src: string;
  /** The picture at the widths the image CDN offers ('' when its address has none: src only). */
  srcset: string;
  alt: string;
}

/**
 * The banners of `group` that have a picture, cover first (sequence 1, else the lowest); a path
 * on the platform's image CDN is joined to the first of `imageCdns` (src/lib/images.ts).
 */
export function bannerSlides(list: readonly Announcement[], group: string, imageCdns: readonly string[] = []): BannerSlide[] {
  return list.flatMap((item) => {
    if (item.type !== 'B' || (item.groupName !== null && item.groupName !== group)) return [];
    const cover = [...item.announcementImages].sort((a, b) => a.sequence - b.sequence)[0];
    const src = resolveImageUrl(cover?.url ?? '', imageCdns);
    return src ? [{ id: item.id, src, srcset: imageSrcset(cover?.url ?? '', 'banner', imageCdns), alt: item.title }] : [];
  });
}
