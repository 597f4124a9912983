/** The brand's colour tokens as CSS custom properties, one rule per theme. */
import type { Brand } from '../brand/schema.ts';
import { THEMES } from '../constants.ts';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function themeCss(theme: Brand['theme']): string {
  return THEMES.map(
    (name) =>
      `html[data-theme="${name}"]{color-scheme:${name};${Object.entries(theme[name])
        .map(([token, value]) => `--${kebab(token)}:${value}`)
        .join(';')}}`,
  ).join('');
}
