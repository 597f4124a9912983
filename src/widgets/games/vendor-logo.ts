/** Vendor logos: the vendor list's and the home footer's. */
import { VENDOR_LOGO } from '../../constants.ts';

/** A vendor logo's path on the image CDN (VENDOR_LOGO), at 1x or 2x; resolveImageUrl joins it to the CDN. */
export function vendorLogoPath(code: string, scale: 1 | 2 = 1): string {
  const { version, width, height } = VENDOR_LOGO;
  return `vendors/${encodeURIComponent(code)}/v${version}-${width * scale}x${height * scale}.png`;
}
