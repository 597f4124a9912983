/** The brand's colour tokens as CSS custom properties, one rule per theme, plus spec timings CSS uses. */
import type { Brand } from '../brand/schema.ts';
import { PAGE_TRANSITION_MS, THEMES } from '../constants.ts';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function themeCss(theme: Brand['theme']): string {
  return `:root{--page-transition:${PAGE_TRANSITION_MS}ms}` + THEMES.map(
    (name) =>
      `html[data-theme="${name}"]{color-scheme:${name};${Object.entries(theme[name])
        .map(([token, value]) => `--${kebab(token)}:${value}`)
        .join(';')}}`,
  ).join('');
}
