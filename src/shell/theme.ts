/**
 * The brand's colour tokens as CSS custom properties, one rule per theme, the logo of each theme
 * and the brand mark (CSS images, so only the shown one downloads), the raised surface derived from
 * the tokens (the colour the build's contrast check measured), plus spec timings CSS uses.
 */
import { brandAssetUrl } from '../brand/assets.ts';
import { raisedSurface } from '../brand/contrast.ts';
import type { Brand } from '../brand/schema.ts';
import { THEMES } from '../constants.ts';

/** Page transition and back-swipe (account §9, game §9). */
export const PAGE_TRANSITION_MS = 300;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function themeCss({ theme, assets }: Pick<Brand, 'theme' | 'assets'>): string {
  const logo = { dark: assets.logo, light: assets.logoLight ?? assets.logo };
  return (
    `:root{--page-transition:${PAGE_TRANSITION_MS}ms;--mark:url("${brandAssetUrl(assets.icon)}")}` +
    THEMES.map(
      (name) =>
        `html[data-theme="${name}"]{color-scheme:${name};--logo:url("${brandAssetUrl(logo[name])}");${Object.entries(theme[name])
          .map(([token, value]) => `--${kebab(token)}:${value}`)
          .join(';')};--raised:${raisedSurface(theme[name])}}`,
    ).join('')
  );
}
