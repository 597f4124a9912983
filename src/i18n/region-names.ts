/**
 * Country names in the brand's languages, for the dialling-code picker. The platform names
 * countries in English, and a phone's browser cannot be trusted to know them in Burmese (Chromium's
 * trimmed ICU data answers `Intl.DisplayNames('my')` in English), so the names come from Node's
 * full CLDR data at build time: `virtual:region-names` maps language code → region code → name,
 * imported on demand (its own chunk, about 3 KB gzip per language) when a picker loads its countries.
 * English is left out: the platform's own names serve it.
 */
import type { LanguageCode } from '../constants.ts';

export const REGION_NAMES_ID = 'virtual:region-names';

const A = 'A'.charCodeAt(0);

/** Every ISO 3166 alpha-2 region CLDR names in `locale`. */
export function regionNames(locale: string): Record<string, string> {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const found: Record<string, string> = {};
  for (let first = 0; first < 26; first++) {
    for (let second = 0; second < 26; second++) {
      const code = String.fromCharCode(A + first, A + second);
      const name = names.of(code);
      if (name && name !== code) found[code] = name;
    }
  }
  return found;
}

/** The module's source for a brand's languages (`tag` gives each one's BCP 47 tag). */
export function regionNamesModule(languages: readonly LanguageCode[], tag: (language: LanguageCode) => string): string {
  const table = Object.fromEntries(languages.filter((language) => language !== 'EN').map((language) => [language, regionNames(tag(language))]));
  return `export default ${JSON.stringify(table)};`;
}
