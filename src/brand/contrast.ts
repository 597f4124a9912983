/**
 * Colour contrast of a brand's theme tokens (WCAG 2.2, 1.4.3 Contrast (Minimum)). Brand colours come
 * from brand files that marketers edit, so the build checks every pair of tokens the stylesheets draw
 * text with, and a pair below 4.5:1 stops it, naming the two tokens (src/brand/schema.ts).
 */

/** The colour tokens of one theme (src/brand/schema.ts validates them, and must keep this shape). */
export interface ThemeTokens {
  primary: string;
  onPrimary: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
}

/** WCAG AA for normal-size text: the header, tabs and badges use small text, so no large-text allowance. */
export const MIN_TEXT_CONTRAST = 4.5;

/** Share of the surface colour in the raised surface (inputs, list rows); the rest is the text colour. */
const RAISED_SURFACE_SHARE = 0.88;

type Rgb = [number, number, number];

const rgb = (hex: string): Rgb => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as Rgb;
const hex = (channels: Rgb) => `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** `color-mix(in srgb, a share, b)`. */
export function mixColours(a: string, b: string, share: number): string {
  const [ca, cb] = [rgb(a), rgb(b)];
  return hex(ca.map((channel, index) => channel * share + cb[index]! * (1 - share)) as Rgb);
}

function luminance(colour: string): number {
  const [r, g, b] = rgb(colour).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The raised surface (inputs, list rows, picker entries): the surface with a touch of the text colour. */
export const raisedSurface = (tokens: ThemeTokens): string => mixColours(tokens.surface, tokens.text, RAISED_SURFACE_SHARE);

type Background = keyof ThemeTokens | 'raised';

/** Every token the stylesheets draw text in, with the backgrounds it is drawn on. */
export const TEXT_ON: Readonly<Partial<Record<keyof ThemeTokens, readonly Background[]>>> = {
  text: ['background', 'surface', 'raised'],
  muted: ['background', 'surface', 'raised'],
  primary: ['background', 'surface', 'raised'], // links, ghost buttons, the active tab of the bottom bar, the chosen theme and language
  onPrimary: ['primary'],
  accent: ['background', 'surface'], // the balance, the age badge
};

export interface ContrastProblem {
  foreground: keyof ThemeTokens;
  background: Background;
  ratio: number;
}

/** The pairs of one theme below MIN_TEXT_CONTRAST. */
export function contrastProblems(tokens: ThemeTokens): ContrastProblem[] {
  const colourOf = (background: Background) => (background === 'raised' ? raisedSurface(tokens) : tokens[background]);
  return Object.entries(TEXT_ON).flatMap(([foreground, backgrounds]) =>
    backgrounds!
      .map((background) => ({
        foreground: foreground as keyof ThemeTokens,
        background,
        ratio: contrastRatio(tokens[foreground as keyof ThemeTokens], colourOf(background)),
      }))
      .filter(({ ratio }) => ratio < MIN_TEXT_CONTRAST),
  );
}
