/**
 * The link policy (allowedAddress, ./safe-path.ts) with this brand's allow-list: what every surface
 * that opens an address the platform gave calls (banners, links in server HTML, game launches, live
 * chat, the winner board's Play).
 */
import { api, links } from 'virtual:brand';
import { allowedAddress, type AllowedAddress } from './safe-path.ts';

/**
 * Other sites the platform may send players to: the brand's list, and the platform itself when it
 * lives elsewhere (a function: the server renders many brands with this module, src/app/brand-integration.ts).
 */
export const allowedOrigins = (): readonly string[] => [...links.allowedOrigins, ...(api.baseUrl ? [new URL(api.baseUrl).origin] : [])];

/** Where `url` may take the player from this page (relative addresses read against `base`, the site's root by default); null: nowhere. */
export function platformAddress(url: string | null | undefined, base?: string): AllowedAddress | null {
  return allowedAddress(url, { origin: location.origin, allowedOrigins: allowedOrigins(), base });
}

/** The platform's address (`api.baseUrl`; this site when empty): what its relative answers are read against. */
export function platformBase(): string {
  return new URL(api.baseUrl || '/', location.origin).href;
}
