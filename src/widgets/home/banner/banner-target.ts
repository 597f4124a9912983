/**
 * Where a tap on a home banner goes (G §2 "a click opens the banner target"). The target is the
 * platform's `url`, so it is read as untrusted: only two kinds of address are ever opened.
 * - A path of this site opens in this tab. The site's one gate for navigation targets
 *   (sameOriginPath, src/lib/safe-path.ts) gives the path, and it is taken only when the browser
 *   would land on that very path too: `//127.0.0.1/m/x` is `/m/x` to the browser, but
 *   `/127.0.0.1/m/x` to the gate, and a target the two read differently is nobody's intent.
 * - An http(s) address of another site opens in a new tab, without access to this one (noopener);
 *   only when it names its scheme: a protocol-relative `//evil.example` or `/\evil.example` is an
 *   accident or an attack, never a banner's target.
 * Anything else (`javascript:`, `data:`, other schemes, malformed addresses, none) opens nothing.
 */
import { sameOriginPath } from '../../../lib/safe-path.ts';

export type BannerTarget = { kind: 'page'; href: string } | { kind: 'newTab'; href: string };

/** The target of a banner whose `url` is `url`, on a page of `origin` (location.origin); null opens nothing. */
export function bannerTarget(url: string | null | undefined, origin: string): BannerTarget | null {
  if (!url) return null;
  // The browser's own reading (it strips tabs, newlines and surrounding controls as it does for a link).
  const landing = parse(url, `${origin}/`);
  if (!landing || (landing.protocol !== 'http:' && landing.protocol !== 'https:')) return null;
  if (landing.origin !== origin) return parse(url) ? { kind: 'newTab', href: landing.href } : null;
  const path = sameOriginPath(url, origin);
  return path !== null && path === landing.pathname + landing.search + landing.hash ? { kind: 'page', href: path } : null;
}

/**
 * A site path in the page's language: the spec's routes (`/m…`) under the page's language prefix
 * (`/en`; none for the brand's default language), so a banner keeps the player in their language.
 * Other paths of the site are left as they are.
 */
export function inPageLanguage(path: string, languagePrefix: string): string {
  return languagePrefix && /^\/m(?:[/?#]|$)/.test(path) ? languagePrefix + path : path;
}

/** `new URL` that answers null instead of throwing; without a base only an address with a scheme parses. */
function parse(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}
