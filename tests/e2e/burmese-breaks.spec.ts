/**
 * Burmese lines break between syllables only (issue 21, item 2: "အ|က်ပ်" in the download bar,
 * "စ|လော့များ" in a section title). Every Burmese text we ship, as the build hands it to the pages
 * (the locale files and each brand's texts, with src/i18n/myanmar-breaks.ts applied), is laid out
 * in boxes 60 to 120 px wide in the site's fonts and line height, with and without the
 * `overflow-wrap: anywhere` some boxes use; then every line's first character is found (the
 * characters' boxes, Range.getClientRects) and none may start inside a syllable: not a mark
 * (vowel sign, medial, tone, asat), not a consonant killed by an asat (U+103A, maybe after a dot
 * below U+1037) or ending in a stack (U+1039 after it), not a consonant stacked under a virama.
 */
import { expect, test } from '@playwright/test';
import { listBrands } from '../../src/brand/load.ts';
import { brandOf, resources } from '../support/index.ts';

/** Every string of a tree, with the path of its key. */
function strings(tree: unknown, prefix: string): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => strings(value, prefix ? `${prefix}.${key}` : key));
}

const texts: [string, string][] = [
  ...strings(resources.MY, 'locales/my'),
  ...listBrands().flatMap((id) => {
    const brand = brandOf(id);
    return [...strings(brand.footer, `${id} footer`), ...strings(brand.texts.MY ?? {}, `${id} locales/my`)].filter(
      ([key]) => !key.startsWith(`${id} footer`) || key.endsWith('.MY'),
    );
  }),
].filter(([, text]) => /[\u1000-\u109f]/.test(text));

const WIDTHS = [60, 75, 90, 105, 120];
const WRAPS = ['normal', 'anywhere'];

test('no line of a Burmese text starts inside a syllable', async ({ page }) => {
  expect(texts.length).toBeGreaterThan(300);
  await page.setContent(
    `<!doctype html><html lang="my"><head><style>
      body { margin: 0; font: 15px/1.7 system-ui, 'Noto Sans', 'Noto Sans Myanmar', sans-serif; }
      p { margin: 0 0 8px; }
    </style></head><body></body></html>`,
  );
  const breaks = await page.evaluate(
    ({ texts, widths, wraps }) => {
      for (const wrap of wraps) {
        for (const width of widths) {
          for (const [key, text] of texts) {
            const box = document.createElement('p');
            box.style.width = `${width}px`;
            box.style.overflowWrap = wrap;
            box.dataset.key = `${key} (${width} px, ${wrap})`;
            box.textContent = text;
            document.body.append(box);
          }
        }
      }
      const invisible = /[\u200b\u2060]/;
      const isMark = (character = '') => /\p{M}/u.test(character) || character === '\u103a';
      const isConsonant = (character = '') => /[\u1000-\u1021\u1023-\u102a\u103f]/.test(character);
      const bad: string[] = [];
      for (const box of document.querySelectorAll('p')) {
        const node = box.firstChild as Text;
        const data = node.data;
        let lastTop: number | null = null;
        const starts: number[] = [];
        for (let i = 0; i < data.length; i++) {
          if (invisible.test(data[i]!)) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          if (lastTop !== null && rect.top > lastTop + 8) starts.push(i);
          lastTop = rect.top;
        }
        for (const start of starts) {
          const visible = (from: number, step: number) => {
            let i = from;
            while (i >= 0 && i < data.length && invisible.test(data[i]!)) i += step;
            return data[i];
          };
          const character = data[start]!;
          const after = data.slice(start + 1).replace(/[\u200b\u2060]/g, '');
          const inside = isMark(character) || (isConsonant(character) && /^\u1037?[\u103a\u1039]/.test(after)) || visible(start - 1, -1) === '\u1039';
          if (inside) {
            const shown = (data.slice(0, start) + '|' + data.slice(start)).replace(/[\u200b\u2060]/g, '');
            bad.push(`${box.dataset.key}: ${shown}`);
          }
        }
      }
      return { bad, lines: document.querySelectorAll('p').length };
    },
    { texts, widths: WIDTHS, wraps: WRAPS },
  );
  expect(breaks.lines).toBe(texts.length * WIDTHS.length * WRAPS.length);
  expect(breaks.bad).toEqual([]);
});
