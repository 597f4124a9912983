/**
 * Captcha pictures without an image library: a 5×7 bitmap font for the characters of an
 * arithmetic question ("7 + 5 = ?"), drawn enlarged with a little jitter and noise, and written as a
 * truecolour PNG (./images/png.ts).
 */
import { randomInt } from 'node:crypto';
import { encodePng } from './images/png.ts';

/** Rows of 5 pixels, top to bottom; '#' is ink. */
const FONT: Record<string, readonly string[]> = {
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  '+': ['.....', '..#..', '..#..', '#####', '..#..', '..#..', '.....'],
  '-': ['.....', '.....', '.....', '#####', '.....', '.....', '.....'],
  '=': ['.....', '.....', '#####', '.....', '#####', '.....', '.....'],
  '?': ['.###.', '#...#', '....#', '...#.', '..#..', '.....', '..#..'],
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
};
const GLYPH_WIDTH = 5;
const GLYPH_HEIGHT = 7;
const SCALE = 3;
/** Pixels each character may move up or down, so the characters do not sit on one line. */
const JITTER = 3;
const MARGIN = 6;
const NOISE_DOT_SHARE = 0.06;
const NOISE_LINES = 3;

type Rgb = readonly [number, number, number];
const BACKGROUND: Rgb = [244, 241, 232];
const INKS: readonly Rgb[] = [
  [40, 52, 120],
  [120, 30, 60],
  [30, 90, 50],
  [70, 40, 100],
];

class Canvas {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
  constructor(width: number, height: number, fill: Rgb) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < this.pixels.length; i += 3) this.pixels.set(fill, i);
  }
  set(x: number, y: number, colour: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    this.pixels.set(colour, (y * this.width + x) * 3);
  }
}

/** The question as a PNG; throws on a character the font does not have. */
export function renderCaptchaPng(text: string): Buffer {
  const characters = [...text];
  const step = (GLYPH_WIDTH + 1) * SCALE;
  const canvas = new Canvas(characters.length * step + 2 * MARGIN, GLYPH_HEIGHT * SCALE + 2 * (MARGIN + JITTER), BACKGROUND);
  const randomColour = (): Rgb => [randomInt(120, 220), randomInt(120, 220), randomInt(120, 220)];

  for (let i = Math.floor(canvas.width * canvas.height * NOISE_DOT_SHARE); i > 0; i--) {
    canvas.set(randomInt(canvas.width), randomInt(canvas.height), randomColour());
  }
  characters.forEach((character, index) => {
    const glyph = FONT[character];
    if (!glyph) throw new Error(`captcha font has no ${JSON.stringify(character)}`);
    const ink = INKS[randomInt(INKS.length)] as Rgb;
    const left = MARGIN + index * step;
    const top = MARGIN + JITTER + randomInt(-JITTER, JITTER + 1);
    glyph.forEach((row, y) => {
      [...row].forEach((cell, x) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < SCALE; dy++) for (let dx = 0; dx < SCALE; dx++) canvas.set(left + x * SCALE + dx, top + y * SCALE + dy, ink);
      });
    });
  });
  // Thin lines across the text: enough to bother a naive OCR, not a person.
  for (let i = 0; i < NOISE_LINES; i++) {
    drawLine(canvas, [0, randomInt(canvas.height)], [canvas.width - 1, randomInt(canvas.height)], randomColour());
  }
  return encodePng(canvas.width, canvas.height, canvas.pixels);
}

function drawLine(canvas: Canvas, [x0, y0]: [number, number], [x1, y1]: [number, number], colour: Rgb): void {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
  for (let i = 0; i <= steps; i++) {
    canvas.set(Math.round(x0 + ((x1 - x0) * i) / steps), Math.round(y0 + ((y1 - y0) * i) / steps), colour);
  }
}
