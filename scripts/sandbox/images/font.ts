/**
 * A small stroke font for the sandbox's pictures: capital letters, digits and a little punctuation,
 * each glyph a few polylines on a grid 6 units tall (y grows downwards), drawn as thick strokes with
 * round ends (./canvas.ts), so letters stay smooth at any size. Enough for initials, vendor names
 * and English banner captions; anything else (lower case is upper-cased first) is left out.
 */

export type Point = readonly [x: number, y: number];

export interface Glyph {
  /** Advance without the letter spacing, in grid units. */
  width: number;
  strokes: readonly (readonly Point[])[];
}

/** Cap height in grid units. */
export const CAP_HEIGHT = 6;
/** Space between letters, and the width of a space, in grid units. */
export const LETTER_SPACING = 1.3;
const SPACE_WIDTH = 2.6;

/** Points along an elliptic arc from `from`° to `to`° (0° points right, 90° down). */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] {
  const steps = Math.max(2, Math.ceil(Math.abs(to - from) / 12));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as Point;
  });
}

const dot = (x: number, y: number): Point[] => [
  [x, y],
  [x, y + 0.01],
];

const GLYPHS: Record<string, Glyph> = {
  A: {
    width: 4.4,
    strokes: [
      [
        [0, 6],
        [2.2, 0],
        [4.4, 6],
      ],
      [
        [0.8, 4],
        [3.6, 4],
      ],
    ],
  },
  B: {
    width: 4,
    strokes: [[[0, 3], [0, 0], [2.4, 0], ...arc(2.4, 1.5, 1.4, 1.5, -90, 90), [0, 3], [2.6, 3], ...arc(2.6, 4.5, 1.4, 1.5, -90, 90), [0, 6], [0, 3]]],
  },
  C: { width: 4.2, strokes: [arc(2.3, 3, 2.3, 3, -45, -315)] },
  D: { width: 4.4, strokes: [[[0, 0], [1.6, 0], ...arc(1.6, 3, 2.8, 3, -90, 90), [0, 6], [0, 0]]] },
  E: {
    width: 3.6,
    strokes: [
      [
        [3.6, 0],
        [0, 0],
        [0, 6],
        [3.6, 6],
      ],
      [
        [0, 3],
        [3, 3],
      ],
    ],
  },
  F: {
    width: 3.6,
    strokes: [
      [
        [3.6, 0],
        [0, 0],
        [0, 6],
      ],
      [
        [0, 3],
        [3, 3],
      ],
    ],
  },
  G: {
    width: 4.4,
    strokes: [
      [...arc(2.3, 3, 2.3, 3, -45, -360), [4.6, 5.6]],
      [
        [2.6, 3],
        [4.6, 3],
      ],
    ],
  },
  H: {
    width: 4,
    strokes: [
      [
        [0, 0],
        [0, 6],
      ],
      [
        [4, 0],
        [4, 6],
      ],
      [
        [0, 3],
        [4, 3],
      ],
    ],
  },
  I: {
    width: 0,
    strokes: [
      [
        [0, 0],
        [0, 6],
      ],
    ],
  },
  J: { width: 3.4, strokes: [[[3.4, 0], [3.4, 4.3], ...arc(1.7, 4.3, 1.7, 1.7, 0, 180)]] },
  K: {
    width: 4,
    strokes: [
      [
        [0, 0],
        [0, 6],
      ],
      [
        [4, 0],
        [0, 3.8],
      ],
      [
        [1.5, 2.4],
        [4, 6],
      ],
    ],
  },
  L: {
    width: 3.4,
    strokes: [
      [
        [0, 0],
        [0, 6],
        [3.4, 6],
      ],
    ],
  },
  M: {
    width: 5,
    strokes: [
      [
        [0, 6],
        [0, 0],
        [2.5, 4.2],
        [5, 0],
        [5, 6],
      ],
    ],
  },
  N: {
    width: 4.2,
    strokes: [
      [
        [0, 6],
        [0, 0],
        [4.2, 6],
        [4.2, 0],
      ],
    ],
  },
  O: { width: 4.8, strokes: [arc(2.4, 3, 2.4, 3, 0, 360)] },
  P: { width: 4, strokes: [[[0, 6], [0, 0], [2.4, 0], ...arc(2.4, 1.6, 1.6, 1.6, -90, 90), [0, 3.2]]] },
  Q: {
    width: 4.8,
    strokes: [
      arc(2.4, 3, 2.4, 3, 0, 360),
      [
        [2.9, 4.4],
        [4.9, 6.4],
      ],
    ],
  },
  R: {
    width: 4,
    strokes: [
      [[0, 6], [0, 0], [2.4, 0], ...arc(2.4, 1.6, 1.6, 1.6, -90, 90), [0, 3.2]],
      [
        [2, 3.2],
        [4, 6],
      ],
    ],
  },
  S: { width: 4, strokes: [[...arc(2, 1.5, 1.9, 1.5, -20, -270), ...arc(2, 4.5, 2, 1.5, -90, 160)]] },
  T: {
    width: 4.4,
    strokes: [
      [
        [0, 0],
        [4.4, 0],
      ],
      [
        [2.2, 0],
        [2.2, 6],
      ],
    ],
  },
  U: { width: 4, strokes: [[[0, 0], [0, 4], ...arc(2, 4, 2, 2, 180, 0), [4, 0]]] },
  V: {
    width: 4.4,
    strokes: [
      [
        [0, 0],
        [2.2, 6],
        [4.4, 0],
      ],
    ],
  },
  W: {
    width: 5.6,
    strokes: [
      [
        [0, 0],
        [1.3, 6],
        [2.8, 1.6],
        [4.3, 6],
        [5.6, 0],
      ],
    ],
  },
  X: {
    width: 4.2,
    strokes: [
      [
        [0, 0],
        [4.2, 6],
      ],
      [
        [4.2, 0],
        [0, 6],
      ],
    ],
  },
  Y: {
    width: 4.4,
    strokes: [
      [
        [0, 0],
        [2.2, 3.2],
        [4.4, 0],
      ],
      [
        [2.2, 3.2],
        [2.2, 6],
      ],
    ],
  },
  Z: {
    width: 4,
    strokes: [
      [
        [0, 0],
        [4, 0],
        [0, 6],
        [4, 6],
      ],
    ],
  },
  '0': { width: 3.8, strokes: [arc(1.9, 3, 1.9, 3, 0, 360)] },
  '1': {
    width: 2.4,
    strokes: [
      [
        [0, 1.2],
        [1.6, 0],
        [1.6, 6],
      ],
    ],
  },
  '2': { width: 3.8, strokes: [[...arc(1.9, 1.8, 1.9, 1.8, -165, 30), [0, 6], [3.8, 6]]] },
  '3': { width: 3.8, strokes: [[...arc(1.9, 1.5, 1.7, 1.5, -160, 90), ...arc(1.9, 4.5, 1.9, 1.5, -90, 160)]] },
  '4': {
    width: 4,
    strokes: [
      [
        [3, 6],
        [3, 0],
        [0, 4.2],
        [4, 4.2],
      ],
    ],
  },
  '5': { width: 3.8, strokes: [[[3.6, 0], [0.6, 0], [0.4, 2.8], ...arc(1.9, 4.1, 1.9, 1.9, -135, 150)]] },
  '6': {
    width: 3.8,
    strokes: [
      arc(1.9, 4.1, 1.9, 1.9, 0, 360),
      [
        [0.05, 3.7],
        [2.6, 0],
      ],
    ],
  },
  '7': {
    width: 3.8,
    strokes: [
      [
        [0, 0],
        [3.8, 0],
        [1.4, 6],
      ],
    ],
  },
  '8': { width: 3.8, strokes: [arc(1.9, 1.5, 1.6, 1.5, 0, 360), arc(1.9, 4.5, 1.9, 1.5, 0, 360)] },
  '9': {
    width: 3.8,
    strokes: [
      arc(1.9, 1.9, 1.9, 1.9, 0, 360),
      [
        [3.75, 2.3],
        [1.2, 6],
      ],
    ],
  },
  '%': {
    width: 4,
    strokes: [
      arc(0.8, 1, 0.8, 1, 0, 360),
      arc(3.2, 5, 0.8, 1, 0, 360),
      [
        [3.6, 0],
        [0.4, 6],
      ],
    ],
  },
  '+': {
    width: 3.6,
    strokes: [
      [
        [1.8, 1.2],
        [1.8, 4.8],
      ],
      [
        [0, 3],
        [3.6, 3],
      ],
    ],
  },
  '-': {
    width: 2.6,
    strokes: [
      [
        [0, 3.4],
        [2.6, 3.4],
      ],
    ],
  },
  '.': { width: 0, strokes: [dot(0, 6)] },
  ',': {
    width: 0.4,
    strokes: [
      [
        [0.4, 5.9],
        [0, 7],
      ],
    ],
  },
  ':': { width: 0, strokes: [dot(0, 2), dot(0, 6)] },
  '!': {
    width: 0,
    strokes: [
      [
        [0, 0],
        [0, 4.2],
      ],
      dot(0, 6),
    ],
  },
  "'": {
    width: 0,
    strokes: [
      [
        [0, 0],
        [0, 1.6],
      ],
    ],
  },
  '/': {
    width: 3,
    strokes: [
      [
        [3, 0],
        [0, 6],
      ],
    ],
  },
};

/** What of `text` this font can draw: upper case, known characters, single spaces (for `_` too). */
export function drawable(text: string): string {
  return [...text.toUpperCase().replace(/_/g, ' ')]
    .filter((character) => character === ' ' || character in GLYPHS)
    .join('')
    .replace(/ +/g, ' ')
    .trim();
}

/** Whether every letter and digit of `text` is one this font draws (a Burmese caption is not). */
export function fontCovers(text: string): boolean {
  return [...text.toUpperCase()].every((character) => !/[\p{L}\p{N}]/u.test(character) || character in GLYPHS);
}

/** Width of a line in grid units (no spacing after its last letter). */
export function lineWidth(line: string): number {
  let width = 0;
  [...line].forEach((character, index) => {
    if (index > 0) width += LETTER_SPACING;
    width += character === ' ' ? SPACE_WIDTH - LETTER_SPACING : (GLYPHS[character]?.width ?? 0);
  });
  return width;
}

/** Each stroke of a line in grid units, the line starting at x 0 with its cap top at y 0. */
export function lineStrokes(line: string): Point[][] {
  const strokes: Point[][] = [];
  let x = 0;
  [...line].forEach((character, index) => {
    if (index > 0) x += LETTER_SPACING;
    if (character === ' ') {
      x += SPACE_WIDTH - LETTER_SPACING;
      return;
    }
    const glyph = GLYPHS[character];
    if (!glyph) return;
    for (const stroke of glyph.strokes) strokes.push(stroke.map(([px, py]) => [x + px, py] as Point));
    x += glyph.width;
  });
  return strokes;
}

/**
 * Splits words into at most `maxLines` lines, choosing the split that lets the text be drawn
 * largest in the room (cap height at most `maxCap`). Returns the lines.
 */
export function wrap(text: string, maxLines: number, room: { width: number; height: number; lineGap: number; maxCap: number }): string[] {
  const words = text.split(' ').filter(Boolean);
  let best: { lines: string[]; scale: number } = { lines: [words.join(' ')], scale: 0 };
  for (let count = 1; count <= Math.min(maxLines, words.length); count++) {
    const lines = balanced(words, count);
    const widest = Math.max(...lines.map(lineWidth));
    const scale = Math.min(room.width / widest, room.height / (count * CAP_HEIGHT + (count - 1) * room.lineGap), room.maxCap / CAP_HEIGHT);
    // Fewer lines win a tie (e.g. both reach the largest size allowed).
    if (scale > best.scale * 1.02) best = { lines, scale };
  }
  return best.lines;
}

/** `words` in `count` lines whose widest is the narrowest possible (every split tried: captions are short). */
function balanced(words: string[], count: number): string[] {
  if (count <= 1 || words.length <= 1) return [words.join(' ')];
  let best: string[] = [words.join(' ')];
  let bestWidth = Infinity;
  for (let split = 1; split <= words.length - count + 1; split++) {
    const lines = [words.slice(0, split).join(' '), ...balanced(words.slice(split), count - 1)];
    const widest = Math.max(...lines.map(lineWidth));
    if (widest < bestWidth) {
      best = lines;
      bestWidth = widest;
    }
  }
  return best;
}
