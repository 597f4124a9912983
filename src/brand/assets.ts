/**
 * Where a brand's assets/ folder is served (dev) and copied (build): the integration
 * (src/app/brand-integration.ts) puts them there, pages and components link to them.
 */
export const BRAND_ASSET_BASE = '/brand/';

export function brandAssetUrl(file: string): string {
  return `${BRAND_ASSET_BASE}${file}`;
}
