import { describe, expect, it } from 'vitest';
import { loadBrand, listBrands } from '../brand/load.ts';
import { resources } from './index.ts';
import { breakSyllables, breakSyllablesIn, WORD_JOINER, ZERO_WIDTH_SPACE } from './myanmar-breaks.ts';
import { localeFiles } from './locale-files.ts';

/** The syllables as the segmenter cuts them, shown with | for U+200B (word joiners left out). */
const cut = (text: string) => breakSyllables(text).replaceAll(ZERO_WIDTH_SPACE, '|').replaceAll(WORD_JOINER, '');
/** Where the segmenter forbids a break: + for U+2060. */
const joined = (text: string) => breakSyllables(text).replaceAll(ZERO_WIDTH_SPACE, '').replaceAll(WORD_JOINER, '+');

type Tree = { [key: string]: string | Tree };
const strings = (tree: unknown): string[] => (typeof tree === 'string' ? [tree] : tree && typeof tree === 'object' ? Object.values(tree).flatMap(strings) : []);

describe('Burmese syllable breaks', () => {
  it('breaks between syllables, never before a killed consonant, a stacked one or a mark', () => {
    expect(cut('အက်ပ် ဒေါင်းလုဒ်')).toBe('အက်ပ် ဒေါင်း|လုဒ်'); // the download bar's "အ|က်ပ်" stays whole
    expect(cut('စလော့များ')).toBe('စ|လော့|များ');
    expect(cut('ကျွန်ုပ်တို့')).toBe('ကျွန်ုပ်|တို့'); // medials, vowel signs, asat and tones belong to their syllable
    expect(cut('ကမ္ဘာ')).toBe('ကမ္ဘာ'); // a stack (virama U+1039) is never split
    expect(cut('တနင်္ဂနွေနေ့')).toBe('တနင်္ဂနွေ|နေ့'); // a kinzi (killed င over ဂ) and its neighbours are left to the browser's dictionary
    expect(cut('သင့်အကောင့်')).toBe('သင့်|အ|ကောင့်'); // dot below before the asat still kills the consonant
    expect(cut('၎င်း')).toBe('၎င်း');
  });

  it('joins a final consonant to its syllable (a browser may not break before it)', () => {
    expect(joined('အက်ပ်')).toBe('အ+က်+ပ်');
    expect(joined('ဒေါင်းလုဒ်')).toBe('ဒေါ+င်းလု+ဒ်');
    expect(joined('ကမ္ဘာ')).toBe('က+မ္ဘာ'); // the upper half of the stack; the lower half keeps its virama next to it
    expect(joined('သင့်')).toBe('သ+င့်');
    expect(joined('၎င်း')).toBe('၎+င်း');
  });

  it('leaves punctuation, digits, other scripts and placeholders alone', () => {
    expect(cut('ဖုန်းပေါ်တွင်။')).toBe('ဖုန်း|ပေါ်|တွင်။'); // no line starts with ။
    expect(cut('{{brand}} အက်ပ်ကို ရယူပါ')).toBe('{{brand}} အက်ပ်|ကို ရ|ယူ|ပါ');
    expect(cut('အသက် 18 နှစ်')).toBe('အ|သက် 18 နှစ်');
    expect(cut('Lotus Palace')).toBe('Lotus Palace');
    expect(breakSyllables(breakSyllables('စလော့များ'))).toBe(breakSyllables('စလော့များ')); // idempotent
  });

  it('walks a JSON tree: strings only, keys untouched', () => {
    expect(breakSyllablesIn({ စလော့: { a: 'စလော့', n: 2, list: ['များများ'] } })).toEqual({
      စလော့: { a: `စ${ZERO_WIDTH_SPACE}လော့`, n: 2, list: [`များ${ZERO_WIDTH_SPACE}များ`] },
    });
  });

  it('every Burmese text we ship has them: the locale files and the brands’ texts', () => {
    const shipped = strings(resources.MY as Tree);
    expect(shipped.length).toBe(
      Object.entries(localeFiles)
        .filter(([path]) => path.startsWith('./locales/my'))
        .flatMap(([, file]) => strings(file)).length,
    );
    const plain = (text: string) => text.replaceAll(ZERO_WIDTH_SPACE, '').replaceAll(WORD_JOINER, '');
    for (const text of shipped) expect(text).toBe(breakSyllables(plain(text)));
    expect(shipped.filter((text) => text.includes(ZERO_WIDTH_SPACE)).length).toBeGreaterThan(100);
    for (const id of listBrands()) {
      const brand = loadBrand(id);
      for (const text of [...strings(brand.footer), ...strings(brand.texts)]) expect(text, id).toBe(breakSyllables(plain(text)));
      expect(brand.footer.about.MY ?? ZERO_WIDTH_SPACE, id).toContain(ZERO_WIDTH_SPACE);
    }
  });
});
