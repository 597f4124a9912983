/**
 * A registration link's QR code (the invite page's and the agent's open account page's), drawn in the browser into a canvas. Pages import this
 * module dynamically, so the encoder is its own chunk that only those pages load, once the
 * link is known.
 *
 * The library: lean-qr's `nano` build (MIT; releases monthly through 2026; types included, no
 * dependencies). Measured 2026-11-26, each bundled by esbuild (minified) for the same job, the
 * matrix of a 55-character link at level M, gzip -9:
 *   lean-qr/nano 2.7.4       2.1 KB  (the full lean-qr build 3.7 KB)
 *   uqr 0.1.3                3.9 KB  (one release in 18 months)
 *   qrcode-generator 2.0.4   7.6 KB
 * nano does all we need (byte mode, the error-correction level, drawing into a canvas); the full
 * build's extra modes and output formats are not.
 */
import { correction, generate } from 'lean-qr/nano';

/** Level M (15 % of the code can be lost): a phone camera reads it from a cracked or glaring screen. */
const LEVEL = correction.M;
/** Modules of white around the code: the quiet zone the QR standard asks for. */
const QUIET_ZONE = 4;
const DARK = [0, 0, 0, 255] as const;
const LIGHT = [255, 255, 255, 255] as const;

/**
 * Draws `text` into `canvas`, one pixel per module (CSS scales it up, pixelated). Always black on
 * white, whatever the theme: scanners read dark modules on a light ground.
 */
export function drawQr(canvas: HTMLCanvasElement, text: string): void {
  generate(text, { minCorrectionLevel: LEVEL }).toCanvas(canvas, { on: DARK, off: LIGHT, pad: QUIET_ZONE });
}
