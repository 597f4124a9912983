/**
 * Burmese words, so a line breaks between words (issue 34 item 9). Burmese puts no spaces between words; the break marks of
 * ./myanmar-breaks.ts make every syllable boundary a place to break, which splits "ဆက်|တင်".
 *
 * Words come from ICU's dictionary (Intl.Segmenter, which Node and Chromium carry), with three fixes:
 * - never inside a syllable: a cut there is moved to the syllable's end (the dictionary cuts words it
 *   does not know anywhere, "အ|ကော|င့်");
 * - such an unknown word also takes a one-syllable piece before it ("အ" + "ကောင့်", "ဒေါင်း" + "လုဒ်"):
 *   the dictionary falls back to short pieces around a word it does not know;
 * - GLOSSARY: the UI's compounds the dictionary knows only in parts ("ဆက်|တင်", settings) stay whole.
 *
 * `wrapBurmeseWords` puts every word of two or more syllables of prerendered HTML into an
 * `<mm-word>` that does not wrap (src/styles/global.css): lines break between words. Not an inline
 * block that would wrap a word wider than its line between syllables: Chromium reads an inline
 * block's text into a name with spaces around it ("ab cd ef", measured), so every button and link
 * would be named differently for a screen reader. Our widest word is about 104 px (15 px text) and
 * tests/e2e/burmese-words.spec.ts finds none wider than its box on any page at 320 px. Elements of
 * their own, not spans, so no `.card span` rule of a component ever styles them. It runs once per page
 * at build time (src/middleware.ts), on text only: attributes, scripts, styles, options and React
 * islands (whose markup must match what React renders) keep the syllable breaks alone, as does
 * text scripts write at run time.
 */
import { breakSyllables, splitSyllables, ZERO_WIDTH_SPACE } from './myanmar-breaks.ts';

/** Compounds of the UI that the dictionary splits but a reader takes as one word. */
export const GLOSSARY = [
  'ဆက်တင်', // settings
  'ငွေသွင်း', // deposit
  'ငွေထုတ်', // withdraw
  'ဖိတ်ခေါ်', // invite
  'ပိုက်ဆံအိတ်', // wallet
  'ပရိုမိုးရှင်း', // promotion
  'ဖုန်းနံပါတ်', // phone number
  'အကောင့်နံပါတ်', // account number
  'ဘဏ်အကောင့်', // bank account
  'အဖွဲ့ဝင်', // member
  'ဝင်ရောက်', // log in
  'ပြန်အမ်းငွေ', // rebate
  'စလော့', // slots
  'ဗီအိုင်ပီ', // VIP
  'စာဝင်ပုံး', // inbox
  'ငွေပေးချေမှု', // payment
  'မက်ဆေ့ချ်', // message
];

const LETTERS = /[\u1000-\u103f\u104c-\u109f]/;
const MARKS = /[\u200b\u2060]/g;
const segmenter = new Intl.Segmenter('my', { granularity: 'word' });

/** Offsets in `run` where a syllable starts (0 and run.length included). */
function syllableEdges(run: string): Set<number> {
  const edges = new Set([0]);
  let offset = 0;
  for (const syllable of splitSyllables(run)) edges.add((offset += syllable.length));
  return edges;
}

/** The words of one run of Burmese letters (no spaces, no break marks), in order. */
export function burmeseWords(run: string): string[] {
  const edges = syllableEdges(run);
  const syllableEnd = (index: number) => Math.min(...[...edges].filter((edge) => edge >= index));
  // The dictionary's cuts, each moved to the end of the syllable it falls in; a piece that took
  // such a cut is a word the dictionary does not know.
  const cuts = new Set<number>();
  const unknownEndingAt = new Set<number>();
  for (const { index } of segmenter.segment(run)) {
    if (index === 0) continue;
    const at = syllableEnd(index);
    if (at < run.length) cuts.add(at);
    if (at !== index) unknownEndingAt.add(at);
  }
  const bounds = [0, ...[...cuts].sort((a, b) => a - b), run.length];
  for (let piece = bounds.length - 2; piece > 0; piece--) {
    const [start, end] = [bounds[piece]!, bounds[piece + 1]!];
    const previousIsOneSyllable = !splitSyllables(run.slice(bounds[piece - 1], start))[1];
    if (unknownEndingAt.has(end) && previousIsOneSyllable) cuts.delete(start);
  }
  for (const word of GLOSSARY) {
    for (let from = run.indexOf(word); from >= 0; from = run.indexOf(word, from + 1)) {
      const to = from + word.length;
      if (edges.has(from) && edges.has(to)) for (const at of cuts) if (at > from && at < to) cuts.delete(at);
    }
  }
  const words = [0, ...[...cuts].sort((a, b) => a - b), run.length];
  return words.slice(1).map((to, index) => run.slice(words[index], to));
}

/**
 * Burmese text (break marks allowed, HTML-escaped already) with each word of two or more syllables
 * in an `<mm-word>`, and all of it in one `<mm-text>` (inline): text straight in a flex or grid
 * container is one anonymous item, and must stay one item, not one per word.
 */
function wrapText(text: string): string {
  let wrapped = false;
  const words = text.replace(/[\u1000-\u103f\u104c-\u109f\u200b\u2060]+/g, (marked) => {
    const run = marked.replace(MARKS, '');
    if (!LETTERS.test(run)) return marked;
    return burmeseWords(run)
      .map((word) => (splitSyllables(word)[1] ? ((wrapped = true), `<mm-word>${breakSyllables(word)}</mm-word>`) : breakSyllables(word)))
      .join(ZERO_WIDTH_SPACE);
  });
  if (!wrapped) return text;
  const [, before, inner, after] = words.match(/^(\s*)([\s\S]*?)(\s*)$/)!;
  return `${before}<mm-text>${inner}</mm-text>${after}`;
}

/** The parts of a page whose text stays as it is (raw text elements, options, comments, React islands), then tags, then text. */
const UNTOUCHED = /<(script|style|textarea|title|option|astro-island)\b[\s\S]*?<\/\1>|<!--[\s\S]*?-->/.source;
const TAG = /<(?:[^>"']|"[^"]*"|'[^']*')*>/.source;
const PARTS = new RegExp(`${UNTOUCHED}|${TAG}|[^<]+`, 'g');

/**
 * Each text wrapped once: the pages of a language share most of their texts (header, menus, sheets,
 * footer), and finding the words of each page's copy again was about a tenth of the time a brand's
 * pages take to render (issue 36, `node --cpu-prof` of the build). Bounded by the site's texts.
 */
const wrappedTexts = new Map<string, string>();

/** A prerendered page with the words of its Burmese text wrapped (see above); other pages as they were. */
export function wrapBurmeseWords(html: string): string {
  if (!LETTERS.test(html)) return html;
  return html.replace(PARTS, (part) => {
    if (part.startsWith('<') || !LETTERS.test(part)) return part;
    let found = wrappedTexts.get(part);
    if (found === undefined) {
      found = wrapText(part);
      wrappedTexts.set(part, found);
    }
    return found;
  });
}
