/**
 * Just enough drawing for the sandbox's pictures: gradients, soft-edged discs, rings, stripes,
 * bands and stroke-font text (./font.ts), each anti-aliased by coverage, on an RGB canvas that
 * ./png.ts encodes. Plain arithmetic only, so the same calls give the same bytes on every machine.
 */
import { CAP_HEIGHT, lineStrokes, lineWidth, type Point } from './font.ts';

export type Rgb = readonly [r: number, g: number, b: number];

const clamp = (value: number, min = 0, max = 1) => (value < min ? min : value > max ? max : value);

/** HSL (hue in degrees, saturation and lightness 0-1) to RGB 0-255. */
export function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 360;
  const q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation;
  const p = 2 * lightness - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [Math.round(channel(h + 1 / 3) * 255), Math.round(channel(h) * 255), Math.round(channel(h - 1 / 3) * 255)];
}

export class Canvas {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height * 3);
  }

  /** Mixes `colour` into one pixel with weight `alpha` (0-1). */
  blend(x: number, y: number, colour: Rgb, alpha: number): void {
    if (alpha <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    const a = alpha > 1 ? 1 : alpha;
    for (let c = 0; c < 3; c++) this.pixels[i + c] = Math.round((this.pixels[i + c] as number) * (1 - a) + colour[c]! * a);
  }

  /** A linear gradient from `from` to `to` along the direction `angle`° (0: left to right, 90: top to bottom). */
  gradient(from: Rgb, to: Rgb, angle: number): void {
    const dx = Math.cos((angle * Math.PI) / 180);
    const dy = Math.sin((angle * Math.PI) / 180);
    const corners = [0, this.width * dx, this.height * dy, this.width * dx + this.height * dy];
    const min = Math.min(...corners);
    const span = Math.max(...corners) - min || 1;
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const t = (x * dx + y * dy - min) / span;
        const i = (y * this.width + x) * 3;
        for (let c = 0; c < 3; c++) this.pixels[i + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
      }
    }
  }

  /** Runs `coverage(x, y)` over a box (clipped to the canvas) and blends where it is above 0. */
  private paint(left: number, top: number, right: number, bottom: number, colour: Rgb, alpha: number, coverage: (x: number, y: number) => number): void {
    const x0 = Math.max(0, Math.floor(left));
    const y0 = Math.max(0, Math.floor(top));
    const x1 = Math.min(this.width - 1, Math.ceil(right));
    const y1 = Math.min(this.height - 1, Math.ceil(bottom));
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) this.blend(x, y, colour, alpha * coverage(x + 0.5, y + 0.5));
  }

  /** A filled disc with a soft one-pixel edge. */
  disc(cx: number, cy: number, radius: number, colour: Rgb, alpha: number): void {
    this.paint(cx - radius - 1, cy - radius - 1, cx + radius + 1, cy + radius + 1, colour, alpha, (x, y) => clamp(radius + 0.5 - Math.hypot(x - cx, y - cy)));
  }

  /** A circle outline `thickness` wide. */
  ring(cx: number, cy: number, radius: number, thickness: number, colour: Rgb, alpha: number): void {
    const outer = radius + thickness / 2;
    this.paint(cx - outer - 1, cy - outer - 1, cx + outer + 1, cy + outer + 1, colour, alpha, (x, y) =>
      clamp(thickness / 2 + 0.5 - Math.abs(Math.hypot(x - cx, y - cy) - radius)),
    );
  }

  /** Diagonal stripes over the whole canvas: `period` apart, half of it painted. */
  stripes(period: number, angle: number, colour: Rgb, alpha: number): void {
    const nx = Math.cos((angle * Math.PI) / 180);
    const ny = Math.sin((angle * Math.PI) / 180);
    this.paint(0, 0, this.width, this.height, colour, alpha, (x, y) => {
      const phase = (((x * nx + y * ny) % period) + period) % period;
      return clamp(period / 4 + 0.5 - Math.abs(phase - period / 2));
    });
  }

  /** A band across the canvas from `top` to `bottom`. */
  band(top: number, bottom: number, colour: Rgb, alpha: number): void {
    this.paint(0, top, this.width, bottom, colour, alpha, (_x, y) => clamp(Math.min(y - top, bottom - y) + 0.5));
  }

  /**
   * Lines of text centred on (cx, cy), `capHeight` pixels tall, strokes `weight` times the cap
   * height; with `shadow`, a soft dark copy below it first.
   */
  text(
    lines: readonly string[],
    cx: number,
    cy: number,
    capHeight: number,
    options: { colour: Rgb; weight?: number; lineGap?: number; shadow?: number },
  ): void {
    const scale = capHeight / CAP_HEIGHT;
    const gap = (options.lineGap ?? 2) * scale;
    const halfStroke = (capHeight * (options.weight ?? 0.15)) / 2;
    const blockHeight = lines.length * capHeight + (lines.length - 1) * gap;
    const segments: [Point, Point][] = [];
    lines.forEach((line, index) => {
      const left = cx - (lineWidth(line) * scale) / 2;
      const top = cy - blockHeight / 2 + index * (capHeight + gap);
      for (const stroke of lineStrokes(line)) {
        const points = stroke.map(([x, y]) => [left + x * scale, top + y * scale] as Point);
        for (let i = 1; i < points.length; i++) segments.push([points[i - 1]!, points[i]!]);
      }
    });
    if (options.shadow) {
      const offset = Math.max(1, capHeight / 24);
      this.strokeSegments(segments, halfStroke + offset / 2, offset, [0, 0, 0], options.shadow);
    }
    this.strokeSegments(segments, halfStroke, 0, options.colour, 1);
  }

  /** Thick segments with round ends: coverage from each pixel's distance to the nearest segment. */
  private strokeSegments(segments: readonly [Point, Point][], halfWidth: number, offset: number, colour: Rgb, alpha: number): void {
    if (!segments.length) return;
    const xs = segments.flatMap(([a, b]) => [a[0], b[0]]);
    const ys = segments.flatMap(([a, b]) => [a[1], b[1]]);
    const pad = halfWidth + 1 + offset;
    const left = Math.max(0, Math.floor(Math.min(...xs) - pad));
    const top = Math.max(0, Math.floor(Math.min(...ys) - pad));
    const right = Math.min(this.width - 1, Math.ceil(Math.max(...xs) + pad));
    const bottom = Math.min(this.height - 1, Math.ceil(Math.max(...ys) + pad));
    const boxWidth = right - left + 1;
    const coverage = new Float32Array(boxWidth * (bottom - top + 1));
    // Each segment marks the pixels near it; overlapping strokes take the larger coverage.
    for (const [[ax, ay], [bx, by]] of segments) {
      const sx = ax + offset;
      const sy = ay + offset;
      const ex = bx - ax;
      const ey = by - ay;
      const lengthSquared = ex * ex + ey * ey || 1e-9;
      const x0 = Math.max(left, Math.floor(Math.min(sx, sx + ex) - halfWidth - 1));
      const x1 = Math.min(right, Math.ceil(Math.max(sx, sx + ex) + halfWidth + 1));
      const y0 = Math.max(top, Math.floor(Math.min(sy, sy + ey) - halfWidth - 1));
      const y1 = Math.min(bottom, Math.ceil(Math.max(sy, sy + ey) + halfWidth + 1));
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          const px = x + 0.5 - sx;
          const py = y + 0.5 - sy;
          const t = clamp((px * ex + py * ey) / lengthSquared);
          const value = clamp(halfWidth + 0.5 - Math.hypot(px - t * ex, py - t * ey));
          const index = (y - top) * boxWidth + (x - left);
          if (value > coverage[index]!) coverage[index] = value;
        }
      }
    }
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) this.blend(x, y, colour, alpha * coverage[(y - top) * boxWidth + (x - left)]!);
    }
  }
}
