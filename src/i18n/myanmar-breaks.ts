/**
 * Line-break opportunities for Burmese. Burmese puts no spaces between words, so the browser finds
 * its own places to break a long run (Chromium: ICU's dictionary, which also splits syllables it
 * does not know, "ဒေါင်းလု|ဒ်", or grapheme clusters when nothing else fits, "အ|က်ပ်"), and the
 * killed consonants land at the start of a line, away from the syllable they belong to.
 * So every Burmese text gets
 * - a zero-width space (U+200B) between syllables: a place to break that reads right and shows nothing;
 * - a word joiner (U+2060) before a consonant that ends a syllable (killed by an asat U+103A, possibly
 *   after a dot below U+1037, or the upper half of a stack, followed by a virama U+1039): no break there.
 *   (A consonant stacked under a virama cannot take one without losing its stack; browsers keep
 *   those together, tests/e2e/burmese-breaks.spec.ts checks every text we ship.)
 *
 * Syllables after the usual rule-based segmentation (Ye Kyaw Thu's sylbreak): a syllable starts at
 * a consonant or independent vowel that is not killed or stacked as above, nor stacked under a
 * virama (preceded by U+1039); everything else (vowel signs, medials, tones, asat, anusvara)
 * belongs to the syllable before. Breaks go only between two syllables of Burmese letters: never
 * before punctuation (။ ၊), digits or another script, never into a {{placeholder}}.
 *
 * Used on every Burmese text we ship at build time (src/i18n/index.ts, src/brand/load.ts), so the
 * locale files stay readable, and at render time on Burmese text the platform sends where it
 * shows in a narrow place.
 */

export const ZERO_WIDTH_SPACE = '\u200b';
export const WORD_JOINER = '\u2060';

/** Consonants U+1000-U+1021, independent vowels U+1023-U+102A, great sa U+103F, symbols ၌ ၍ ၎ ၏ U+104C-U+104F. */
const STARTER = '\u1000-\u1021\u1023-\u102a\u103f\u104c-\u104f';
/** Everything that may end the syllable before: letters, signs and marks of the Myanmar block (not digits, not ၊ ။). */
const LETTER_OR_MARK = '\u1000-\u103f\u104c-\u104f\u1050-\u109f';
/** After a letter or mark, not under a virama: the place before a starter. */
const AFTER_LETTER = `(?<=[${LETTER_OR_MARK}])(?<!\\u1039)`;

const SYLLABLE_START = new RegExp(`${AFTER_LETTER}(?=[${STARTER}](?!\\u1037?[\\u103a\\u1039]))`);
const SYLLABLE_END = new RegExp(`${AFTER_LETTER}(?=[${STARTER}]\\u1037?[\\u103a\\u1039])`, 'g');

/** The syllables of one run of Burmese letters without spaces or marks. */
export function splitSyllables(run: string): string[] {
  return run.split(SYLLABLE_START);
}

/** A kinzi: a killed nga stacked over the next consonant ("အင်္ဂလိပ်"). */
const KINZI = /\u1004\u1037?\u103a\u1039/;

/**
 * One run without spaces. A syllable with a kinzi and its neighbours stay as they are: Chromium
 * splits a kinzi from the consonant under it ("အင်္|ဂလိပ်") in any run its dictionary does not
 * know, and it knows those words whole (the other stacks are safe, tests/e2e/burmese-breaks.spec.ts).
 */
function breakRun(run: string): string {
  const syllables = splitSyllables(run);
  const kinzi = syllables.map((syllable) => KINZI.test(syllable));
  const untouched = (index: number) => Boolean(kinzi[index - 1] || kinzi[index] || kinzi[index + 1]);
  return syllables
    .map((syllable, index) => {
      const joined = untouched(index) ? syllable : syllable.replace(SYLLABLE_END, WORD_JOINER);
      return index && !(untouched(index - 1) && untouched(index)) ? ZERO_WIDTH_SPACE + joined : joined;
    })
    .join('');
}

/** `text` with U+200B between its Burmese syllables and U+2060 before their final consonants (idempotent). */
export function breakSyllables(text: string): string {
  if (!/[\u1000-\u109f]/.test(text)) return text;
  return text
    .split(/(\s+)/)
    .map((part) => (/[\u1000-\u109f]/.test(part) ? breakRun(part) : part))
    .join('');
}

/** Every string of a JSON tree (a locale file, a brand's texts) with breakSyllables applied; keys and other values as they were. */
export function breakSyllablesIn<T>(tree: T): T {
  if (typeof tree === 'string') return breakSyllables(tree) as T;
  if (Array.isArray(tree)) return tree.map((item) => breakSyllablesIn(item)) as T;
  if (tree && typeof tree === 'object') return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, breakSyllablesIn(value)])) as T;
  return tree;
}
