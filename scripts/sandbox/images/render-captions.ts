/**
 * Renders the caption masks (./caption-masks.ts) of every seed banner caption the stroke font
 * cannot draw (Burmese) into ./captions/: run it after adding or changing such a caption, and
 * commit the PNGs it writes (`node scripts/sandbox/images/render-captions.ts`). It needs
 * Chromium (/usr/bin/chromium, else Playwright's) and the Noto Sans Myanmar font
 * (Debian: fonts-noto-core). Masks no caption uses any more are removed.
 *
 * Each caption is laid out bold, white on black, centred, in 1 to 3 lines broken between
 * syllables (src/i18n/myanmar-breaks.ts): the layout that can be drawn largest in the banner's
 * caption room (0.7 × 0.6 of a 2.4:1 banner) wins; the screenshot, cropped to the text, keeps its
 * brightness as the mask.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { breakSyllables } from '../../../src/i18n/myanmar-breaks.ts';
import { CAPTIONS_DIR, decodeGreyPng, encodeGreyPng, MASK_FONT_SIZE, maskFile, type Mask } from './caption-masks.ts';
import { captionsNeedingMasks } from './seed-captions.ts';

/** The caption room's shape: 0.7 of the width by 0.6 of the height of a 2.4:1 banner. */
const ROOM_RATIO = (0.7 * 2.4) / 0.6;
const MAX_LINES = 3;

/** The mask cropped to the pixels the text touches, with a pixel to spare. */
function crop(mask: Mask): Mask {
  let [left, top, right, bottom] = [mask.width, mask.height, -1, -1];
  for (let y = 0; y < mask.height; y++) {
    for (let x = 0; x < mask.width; x++) {
      if (mask.coverage[y * mask.width + x]! > 0) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
  }
  if (right < 0) throw new Error('the caption rendered no pixel: is Noto Sans Myanmar installed?');
  [left, top] = [Math.max(0, left - 1), Math.max(0, top - 1)];
  [right, bottom] = [Math.min(mask.width - 1, right + 1), Math.min(mask.height - 1, bottom + 1)];
  const width = right - left + 1;
  const height = bottom - top + 1;
  const coverage = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) coverage.set(mask.coverage.subarray((top + y) * mask.width + left, (top + y) * mask.width + left + width), y * width);
  return { width, height, coverage };
}

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const browser = await chromium.launch({ executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined });
const page = await browser.newPage({ deviceScaleFactor: 1, viewport: { width: 2400, height: 1200 } });
await page.setContent(
  `<!doctype html><html lang="my"><body style="margin:0;background:#000">` +
    `<div id="caption" style="display:inline-block;padding:4px;color:#fff;text-align:center;text-wrap:balance;` +
    `font:700 ${MASK_FONT_SIZE}px/1.5 'Noto Sans Myanmar','Noto Sans',sans-serif"></div></body></html>`,
);
const caption = page.locator('#caption');

mkdirSync(CAPTIONS_DIR, { recursive: true });
const written = new Set<string>();
for (const text of captionsNeedingMasks()) {
  // One line, then narrower boxes until MAX_LINES: the box whose shape suits the room best.
  const { width: oneLine } = await caption.evaluate((element, value) => {
    element.textContent = value;
    element.style.maxWidth = 'none';
    element.style.whiteSpace = 'nowrap';
    return element.getBoundingClientRect();
  }, breakSyllables(text));
  let best = { maxWidth: oneLine + 10, scale: 0 };
  for (let lines = 1; lines <= MAX_LINES; lines++) {
    const maxWidth = Math.ceil(oneLine / lines) + 10 * lines;
    const box = await caption.evaluate((element, limit) => {
      element.style.whiteSpace = 'normal';
      element.style.maxWidth = `${limit}px`;
      return element.getBoundingClientRect();
    }, maxWidth);
    const scale = Math.min(ROOM_RATIO / box.width, 1 / box.height);
    if (scale > best.scale * 1.02) best = { maxWidth, scale };
  }
  await caption.evaluate((element, limit) => {
    element.style.whiteSpace = 'normal';
    element.style.maxWidth = `${limit}px`;
  }, best.maxWidth);
  const mask = crop(decodeGreyPng(await caption.screenshot()));
  const file = maskFile(text);
  writeFileSync(join(CAPTIONS_DIR, file), encodeGreyPng(mask));
  written.add(file);
  console.log(`${file} ${mask.width}×${mask.height} ${text}`);
}
await browser.close();

for (const file of readdirSync(CAPTIONS_DIR)) {
  if (file.endsWith('.png') && !written.has(file)) rmSync(join(CAPTIONS_DIR, file));
}
writeFileSync(
  join(CAPTIONS_DIR, 'captions.json'),
  `${JSON.stringify(Object.fromEntries(captionsNeedingMasks().map((text) => [maskFile(text), text])), null, 2)}\n`,
);
