/**
 * The captions of the seed's banners and promotion covers that need a rendered mask
 * (./caption-masks.ts): apart from the masks, so the drawing code never imports the seed data that
 * draws with it.
 */
import { ANNOUNCEMENT_SEEDS } from '../data/content-announcements.ts';
import { fontCovers } from './font.ts';
import { bannerArt } from './paths.ts';

/** Every caption of the seed's banners and promotion covers that the stroke font cannot draw: each needs a mask. */
export function captionsNeedingMasks(): string[] {
  const captions = ANNOUNCEMENT_SEEDS.flatMap((announcement) =>
    [announcement, ...Object.values(announcement.translations)]
      .filter((text) => text.images.length)
      .map((text) => bannerArt(text.title, announcement.title))
      .flatMap((art) => (art.kind === 'banner' && art.caption !== null && !fontCovers(art.caption) ? [art.caption] : [])),
  );
  return [...new Set(captions)];
}
