/**
 * Where a tap on a home banner goes (G §2 "a click opens the banner target"). The target is the
 * platform's `url`, so it is read as untrusted, by the site's one link policy (allowedAddress,
 * src/lib/safe-path.ts): a path of this site opens in this tab; an http(s) address of another site
 * on the brand's allow-list opens in a new tab, without access to this one (noopener). Anything else
 * (user info, `//evil.example`, `/\\evil.example`, `javascript:`, other sites, none) opens nothing.
 */
import { allowedAddress, type AddressPolicy } from '../../../../lib/safe-path.ts';

export type BannerTarget = { kind: 'page'; href: string } | { kind: 'newTab'; href: string };

/** The target of a banner whose `url` is `url`, under the page's link policy; null opens nothing. */
export function bannerTarget(url: string | null | undefined, policy: AddressPolicy): BannerTarget | null {
  const address = allowedAddress(url, policy);
  if (!address) return null;
  return address.kind === 'site' ? { kind: 'page', href: address.href } : { kind: 'newTab', href: address.href };
}

/**
 * A site path in the page's language: the spec's routes (`/m…`) under the page's language prefix
 * (`/en`; none for the brand's default language), so a banner keeps the player in their language.
 * Other paths of the site are left as they are.
 */
export function inPageLanguage(path: string, languagePrefix: string): string {
  return languagePrefix && /^\/m(?:[/?#]|$)/.test(path) ? languagePrefix + path : path;
}
