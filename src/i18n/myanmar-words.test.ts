import { describe, expect, it } from 'vitest';
import { burmeseWords, wrapBurmeseWords } from './myanmar-words.ts';

const words = (run: string) => burmeseWords(run).join('|');

describe('Burmese words', () => {
  it.each([
    ['မှတ်တမ်းအရေအတွက်', 'မှတ်တမ်း|အရေအတွက်'],
    ['သင့်အကောင့်ကိုဝင်ရောက်ပါ', 'သင့်|အကောင့်|ကို|ဝင်ရောက်|ပါ'],
  ])('takes the dictionary’s words whole: %s', (run, split) => {
    expect(words(run)).toBe(split);
  });

  // The dictionary gives "အ|ကော|င့်", "ဒေါင်း|လု|ဒ်", "အ|က်|ပ်".
  it.each(['အကောင့်', 'ဒေါင်းလုဒ်', 'အက်ပ်'])('never cuts a syllable, and keeps a word the dictionary does not know together: %s', (word) => {
    expect(words(word)).toBe(word);
  });

  it.each([
    ['ဆက်တင်များ', 'ဆက်တင်|များ'], // the dictionary: ဆက်|တင်
    ['ငွေထုတ်မှတ်တမ်း', 'ငွေထုတ်|မှတ်တမ်း'],
  ])('keeps the glossary’s compounds whole: %s', (run, split) => {
    expect(words(run)).toBe(split);
  });

  it('wraps words of two or more syllables in text only, leaving tags, scripts and islands as they were', () => {
    const html = '<p title="ဆက်တင်">ဆက်\u200bတင်<b>ကို</b></p><script>"ဆက်တင်"</script><astro-island><p>ဆက်တင်</p></astro-island>';
    expect(wrapBurmeseWords(html)).toBe(
      '<p title="ဆက်တင်"><mm-text><mm-word>ဆ\u2060က်\u200bတ\u2060င်</mm-word></mm-text><b>ကို</b></p><script>"ဆက်တင်"</script><astro-island><p>ဆက်တင်</p></astro-island>',
    );
    expect(wrapBurmeseWords('<p>Settings &amp; more</p>')).toBe('<p>Settings &amp; more</p>');
  });
});
