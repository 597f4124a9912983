/**
 * Burmese lines break between words (issue 34 item 9: "မှတ် / တမ်း", "ဆက် / တင်" were split at the
 * end of a line). Every Burmese text we ship goes through the transform the build applies to every
 * page (src/i18n/myanmar-words.ts) and is laid out on a built page of lotus, with the site's own
 * stylesheet, in boxes as wide as a 320 px screen's cards, rows and buttons. Then each word of two
 * or more syllables (the UI's words: the dictionary's, joined with our glossary) is measured
 * character by character: none may start on one line and end on the next when it fits its box.
 * Words never wrap inside, so the second test is the price of that: on every page of lotus at
 * 320 px, signed in as an agent (the most screens), no word is wider than the box it sits in.
 */
import { expect, test } from '@playwright/test';
import { listBrands } from '../../src/brand/load.ts';
import { splitSyllables } from '../../src/i18n/myanmar-breaks.ts';
import { burmeseWords, wrapBurmeseWords } from '../../src/i18n/myanmar-words.ts';
import { PAGE_PATHS } from '../../src/shell/routes.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { brandOf, brandUrl, pageUrl, resources, sandbox, seedStorage, settled } from '../support/index.ts';

const strings = (tree: unknown): string[] => (typeof tree === 'string' ? [tree] : tree && typeof tree === 'object' ? Object.values(tree).flatMap(strings) : []);

const texts = [...new Set([...strings(resources.MY), ...listBrands().flatMap((id) => strings(brandOf(id).texts.MY ?? {}))])].filter((text) =>
  /[\u1000-\u109f]/.test(text),
);

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const MARKS = /[\u200b\u2060]/g;

/** Where each word of two or more syllables sits in `text` without its break marks: [start, end). */
function wordsOf(text: string): [number, number][] {
  const plain = text.replace(MARKS, '');
  return [...plain.matchAll(/[\u1000-\u103f\u104c-\u109f]+/g)].flatMap((match) => {
    let at = match.index;
    return burmeseWords(match[0]).flatMap((word) => {
      const start = at;
      at += word.length;
      return splitSyllables(word).length > 1 ? [[start, at] as [number, number]] : [];
    });
  });
}

const WIDTHS = [96, 128, 160, 200, 288];

test('no Burmese word that fits its line is split across two', async ({ page }) => {
  expect(texts.length).toBeGreaterThan(300);
  const base = brandUrl(test.info(), 'lotus');
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(pageUrl(base, brandOf('lotus'), '/m/help'));
  await settled(page);
  const boxes = texts.map((text) => ({ html: wrapBurmeseWords(escapeHtml(text)), words: wordsOf(text) }));
  expect(boxes.flatMap(({ words }) => words).length).toBeGreaterThan(1500);

  const split = await page.evaluate(
    ({ boxes, widths }) => {
      document.body.replaceChildren();
      const laidOut: { box: HTMLElement; words: [number, number][] }[] = [];
      for (const width of widths)
        for (const { html, words } of boxes) {
          const box = document.createElement('p');
          box.style.cssText = `width: ${width}px; margin: 0 0 8px; overflow-wrap: anywhere`;
          box.innerHTML = html;
          document.body.append(box);
          laidOut.push({ box, words });
        }
      const found: string[] = [];
      for (const { box, words } of laidOut) {
        // Every character that shows, in order, with the top of its line and its width.
        const shown: { character: string; top: number; width: number }[] = [];
        const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
          for (let i = 0; i < node.data.length; i++) {
            if (/[\u200b\u2060]/.test(node.data[i]!)) continue;
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getBoundingClientRect();
            shown.push({ character: node.data[i]!, top: rect.top, width: rect.width });
          }
        const plain = shown.map(({ character }) => character).join('');
        for (const [start, end] of words) {
          const word = shown.slice(start, end);
          const tops = word.filter(({ width }) => width > 0).map(({ top }) => top);
          const width = word.reduce((sum, { width }) => sum + width, 0);
          if (Math.max(...tops) - Math.min(...tops) > 8 && width <= box.clientWidth)
            found.push(`${box.clientWidth} px: ${plain.slice(start, end)} in "${plain}"`);
        }
      }
      return found;
    },
    { boxes, widths: WIDTHS },
  );
  expect(split).toEqual([]);
});

test('no Burmese word is wider than its box on any page at 320 px', async ({ page }) => {
  test.slow();
  const base = brandUrl(test.info(), 'lotus');
  await page.setViewportSize({ width: 320, height: 640 });
  await seedStorage(page, { [STORAGE_KEYS.session]: JSON.stringify(await sandbox(page.request, base).session('demo_agent')) });
  const wide: string[] = [];
  let words = 0;
  for (const path of PAGE_PATHS) {
    await page.goto(pageUrl(base, brandOf('lotus'), path));
    await settled(page);
    const found = await page.evaluate(() => {
      const shown = [...document.querySelectorAll('mm-word')].filter((word) => word.getClientRects().length);
      const outside = shown.flatMap((word) => {
        let box = word.parentElement!;
        while (getComputedStyle(box).display.startsWith('inline')) box = box.parentElement!;
        if (box.matches('.visually-hidden, .skip-link')) return []; // no box of its own to fit (1 px, or off screen until focused)
        const style = getComputedStyle(box);
        const { left, right } = box.getBoundingClientRect();
        const [from, to] = [left + parseFloat(style.paddingLeft), right - parseFloat(style.paddingRight)];
        const rect = word.getBoundingClientRect();
        return rect.left < from - 1 || rect.right > to + 1 ? [`${word.textContent} (${Math.round(rect.width)} px in ${Math.round(to - from)} px)`] : [];
      });
      return { shown: shown.length, outside };
    });
    words += found.shown;
    wide.push(...found.outside.map((word) => `${path}: ${word}`));
  }
  expect(words).toBeGreaterThan(1000);
  expect(wide).toEqual([]);
});
