import { describe, expect, it } from 'vitest';
import { burmeseWords, wrapBurmeseWords } from './myanmar-words.ts';

const words = (run: string) => burmeseWords(run).join('|');

describe('Burmese words', () => {
  it('takes the dictionary’s words whole', () => {
    expect(words('မှတ်တမ်းအရေအတွက်')).toBe('မှတ်တမ်း|အရေအတွက်');
    expect(words('သင့်အကောင့်ကိုဝင်ရောက်ပါ')).toBe('သင့်|အကောင့်|ကို|ဝင်ရောက်|ပါ');
  });

  it('never cuts a syllable, and keeps a word the dictionary does not know together', () => {
    // The dictionary gives "အ|ကော|င့်", "ဒေါင်း|လု|ဒ်", "အ|က်|ပ်".
    expect(words('အကောင့်')).toBe('အကောင့်');
    expect(words('ဒေါင်းလုဒ်')).toBe('ဒေါင်းလုဒ်');
    expect(words('အက်ပ်')).toBe('အက်ပ်');
  });

  it('keeps the glossary’s compounds whole', () => {
    expect(words('ဆက်တင်များ')).toBe('ဆက်တင်|များ'); // the dictionary: ဆက်|တင်
    expect(words('ငွေထုတ်မှတ်တမ်း')).toBe('ငွေထုတ်|မှတ်တမ်း');
  });

  it('wraps words of two or more syllables in text only, leaving tags, scripts and islands as they were', () => {
    const html = '<p title="ဆက်တင်">ဆက်\u200bတင်<b>ကို</b></p><script>"ဆက်တင်"</script><astro-island><p>ဆက်တင်</p></astro-island>';
    expect(wrapBurmeseWords(html)).toBe(
      '<p title="ဆက်တင်"><mm-text><mm-word>ဆ\u2060က်\u200bတ\u2060င်</mm-word></mm-text><b>ကို</b></p><script>"ဆက်တင်"</script><astro-island><p>ဆက်တင်</p></astro-island>',
    );
    expect(wrapBurmeseWords('<p>Settings &amp; more</p>')).toBe('<p>Settings &amp; more</p>');
  });
});
