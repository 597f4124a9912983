/** What the inline painter of home's first banner (./first-banner.inline.ts) is given, and what it leaves for ./home-banner.client.ts. */
import { pageConfig } from '../../../../shell/page-config.ts';

export interface FirstBannerConfig {
  /** Early request keys (src/lib/early-requests.ts) of home's announcements and of the status call. */
  announcements: string;
  status: string;
  /** Other sites a banner may open (src/lib/link-policy.ts allowedOrigins, which the inline script cannot import). */
  allowedOrigins: string[];
}
/** On the painter's own <script> (HomeBanner.astro). */
export const FIRST_BANNER = pageConfig<FirstBannerConfig>('first-banner', 'announcements', 'status', 'allowedOrigins');

/** What the painter did: the banner it painted first, and its slide on the page (null: its picture did not load). */
export interface FirstBannerPainted {
  id: number;
  slide: HTMLElement | null;
}

/**
 * On window when the inline painter runs: its outcome once the first banner's picture has loaded
 * (or failed); null when it painted nothing (no answer, no banner, no image CDN), and the carousel's
 * script shows the first banner itself.
 */
export const FIRST_BANNER_INLINE = '__firstBannerInline';
