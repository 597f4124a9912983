/**
 * Sandbox-local pictures: tiny SVG tiles as data: URIs, so the seed needs no image host and no
 * external address (a coloured tile with two letters, like a placeholder a vendor would ship).
 * Each stays well under MAX_ICON_BYTES so a page of 35 games stays light.
 */
import { hashLabel } from './data/content-random.ts';

/** Ours: the upper bound of one icon's data URI, checked by the tests. */
export const MAX_ICON_BYTES = 400;

/** Saturated colours that keep white letters readable in both themes. */
const TILE_COLOURS = ['#c0392b', '#d35400', '#b7950b', '#27ae60', '#16a085', '#2980b9', '#8e44ad', '#2c3e50', '#ad1457', '#00838f', '#6d4c41', '#3949ab'];

/** Percent-encodes only what a data: URI needs, which keeps SVG far smaller than base64. */
function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/%/g, '%25').replace(/"/g, "'").replace(/#/g, '%23').replace(/</g, '%3C').replace(/>/g, '%3E')}`;
}

/** Up to two capital letters from a name: "Golden Dragon Fortune" → "GD", "Mines" → "MI". */
export function initials(name: string): string {
  const [first = '?', second] = name.match(/[A-Za-z0-9]+/g) ?? [];
  return (second ? first.charAt(0) + second.charAt(0) : first.slice(0, 2)).toUpperCase();
}

export function tileColour(label: string): string {
  return TILE_COLOURS[hashLabel(label) % TILE_COLOURS.length] as string;
}

/** A square tile: game icons, lottery icons, live hosts' avatars. */
export function tileIcon(name: string, colourLabel = name): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${tileColour(colourLabel)}"/>` +
      `<text x="32" y="41" font-family="sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials(name)}</text></svg>`,
  );
}

/** A wide banner (3:1) with a short caption: banners and promotion covers. */
export function bannerImage(caption: string, colourLabel = caption): string {
  // Letters and marks of any script (Burmese captions), digits and a little punctuation; nothing that could break the SVG.
  const text = [...caption.replace(/[^\p{L}\p{M}\p{N} .,!%+:-]/gu, '')].slice(0, 32).join('');
  // Bold sans glyphs average about 0.6 em: keep the caption within 270 of the 300 units.
  const width = text.replace(/\p{M}/gu, '').length; // combining marks take no width of their own
  const fontSize = Math.min(20, Math.floor(270 / (0.6 * Math.max(width, 1))));
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><rect width="300" height="100" fill="${tileColour(colourLabel)}"/>` +
      `<text x="150" y="58" font-family="sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  );
}
