import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../constants.ts';
import { resources, translator } from './index.ts';
import { localeFiles, readLocaleFolder } from './locale-files.ts';
import { breakSyllables } from './myanmar-breaks.ts';

type Tree = { [key: string]: string | Tree };
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
}
const flat = (tree: Tree) => Object.fromEntries(keys(tree).map((key) => [key, key.split('.').reduce<any>((node, part) => node[part], tree)]));

describe('translations', () => {
  it('Vite (import.meta.glob) and Node (reading the folder) load the same locale files', async () => {
    expect(Object.keys(localeFiles)).toContain('./locales/en/login.json');
    expect(await readLocaleFolder()).toEqual(localeFiles);
  });

  it('a misspelt key fails the type check', () => {
    const t = translator('EN');
    expect(t('shell.login')).not.toBe('shell.login');
    // @ts-expect-error: no text has this key, so `npm run lint` refuses it (and refuses this line if it ever type-checks)
    expect(t('shell.loginn')).toBe('shell.loginn');
  });

  it('every language has every key, and no extra ones', () => {
    const reference = keys(resources.EN).sort();
    for (const code of LANGUAGE_CODES) expect(keys(resources[code] as Tree).sort(), code).toEqual(reference);
  });

  it('numbers are written one way (issue 34 item 10): Latin digits, a percent after a no-break space', () => {
    for (const code of LANGUAGE_CODES) {
      for (const [key, text] of Object.entries(flat(resources[code] as Tree))) {
        expect(text, `${code} ${key}: Burmese digits`).not.toMatch(/[\u1040-\u1049]/);
        expect(text, `${code} ${key}: percent as a word`).not.toContain('ရာခိုင်နှုန်း');
        if (text.includes('%')) expect(text, `${code} ${key}: a percent`).toMatch(/^[^%]*(\}\}\u00a0%[^%]*)+$/);
      }
    }
  });

  it('no text is empty', () => {
    for (const code of LANGUAGE_CODES) {
      for (const [key, text] of Object.entries(flat(resources[code] as Tree))) expect(text.trim(), `${code} ${key}`).not.toBe('');
    }
  });

  it('Burmese is Burmese, not English copies (names and codes excepted)', () => {
    const same = Object.entries(flat(resources.MY as Tree)).filter(([key, text]) => text === flat(resources.EN as Tree)[key]);
    const allowed = /^(support\.|social\.|footer\.ageBadge|title\.slotsCenter|games\.hotMatches\.kickOffFormat)/; // names, codes, a date pattern
    expect(same.map(([key]) => key).filter((key) => !allowed.test(key))).toEqual([]);
    for (const [key, text] of Object.entries(flat(resources.MY as Tree))) {
      if (!allowed.test(key)) expect(text, key).toMatch(/[\u1000-\u109f]/);
    }
  });

  it('interpolates with the same variables in every language', () => {
    const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    const en = flat(resources.EN as Tree);
    for (const code of LANGUAGE_CODES) {
      for (const [key, text] of Object.entries(flat(resources[code] as Tree))) expect(variables(text), `${code} ${key}`).toEqual(variables(en[key]!));
    }
    expect(translator('EN')('footer.responsible', { age: 21 })).toContain('aged 21 or over');
    expect(translator('MY')('footer.responsible', { age: 18 })).toContain(breakSyllables('အသက် 18 နှစ်'));
  });
});

describe('English texts (issue 34 item 14)', () => {
  const texts = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];
  it('spell centre one way (British, as the rest of the site), and greet idiomatically', () => {
    const english = texts(resources.EN);
    expect(english.filter((text) => /\bcenter\b/i.test(text))).toEqual([]);
    expect(english.filter((text) => /good late afternoon/i.test(text))).toEqual([]);
  });
});
