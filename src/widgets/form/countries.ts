/**
 * Dialling codes for CountryCodeSelect: the systemCountry call once per page (shared by every
 * picker on it), the brand's default first when the call fails or while it runs.
 */
import { atom } from 'nanostores';
import { registration } from 'virtual:brand';
import type { ValueOf } from '../../contract/schemas.ts';
import { loadCountryList } from './api.ts';

export type Country = ValueOf<'systemCountry'>[number];

/** The brand's default dialling code (a function: a build renders many brands, src/app/brand-integration.ts). */
export const defaultDialingCode = (): string => registration.defaultCountryDialingCode;

let request: Promise<readonly Country[]> | null = null;
let namesLoading = false;

/** Country names in the page's language (none for English: the platform's names are English), shared by every picker on the page. */
export const $countryNames = atom<Readonly<Record<string, string>>>({});

/** Loads the names into $countryNames, once per page (again after a failed download). */
export function loadCountryNames(language: string): void {
  if (namesLoading) return;
  namesLoading = true;
  import('virtual:region-names').then(
    (module) => $countryNames.set(module.default[language as keyof typeof module.default] ?? {}),
    () => void (namesLoading = false),
  );
}

/** The platform's countries; a failure resolves to [] (the picker then offers the default only) and is asked again next time. */
export function loadCountries(): Promise<readonly Country[]> {
  request ??= loadCountryList().then(
    (list) => (Array.isArray(list) ? list : []),
    () => {
      request = null;
      return [];
    },
  );
  return request;
}

/**
 * The options to show: one per dialling code, the current value and the brand default always
 * present; named from `names` (region code → name in the page's language), else by the platform.
 */
export function dialingOptions(
  countries: readonly Country[],
  value: string,
  fallback: string = defaultDialingCode(),
  names: Readonly<Record<string, string>> = {},
): { code: string; name: string }[] {
  const options: { code: string; name: string }[] = [];
  const seen = new Set<string>();
  const add = (code: string, name: string) => {
    if (!code || seen.has(code)) return;
    seen.add(code);
    options.push({ code, name });
  };
  for (const country of countries) add(country.dialingCode, names[country.code.toUpperCase()] ?? country.name);
  const first = (code: string) => {
    options.unshift({ code, name: '' });
    seen.add(code);
  };
  if (!seen.has(fallback)) first(fallback);
  if (value && !seen.has(value)) first(value);
  return options;
}
