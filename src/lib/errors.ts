/**
 * From a failed call to the message a player reads, in the page's language (A §8, G §8):
 * - a platform refusal whose code is in our catalogue → `errors.<code>`;
 * - a refusal with a code we do not know → the platform's own text, or `error.unknown` without one;
 * - anything else (timeout, network, server, malformed, logged out) → `error.<kind>`.
 * A message may name a value the refusal carries (`{{minutes}}` of login.locked, see refusalValues);
 * a refusal without it shows the platform's own text instead (or `error.unknown`).
 *
 * Two ways in. Build time (.astro, i18next): `errorMessage(error, t)`, and `pickMessages(t)` to
 * hand an island the strings as a plain object; both read the texts through the page's `t`, like
 * every other text. Browser: `translateError(error, messages)`, which needs neither i18next nor
 * the code list (this module imports only i18next's types).
 */
import type { TFunction } from 'i18next';
import { MAX_IMAGE_BYTES, MAX_IMAGE_EDGE_PX, MAX_IMAGE_PIXELS, MAX_IMAGES } from '../contract/limits.ts';
import { ERROR_CODES, isKnownErrorCode, type ErrorCode } from '../contract/errors.ts';
import { ApiError, type ApiErrorKind } from './api-client.ts';
import { formatMoney, type MoneyFormat } from './money.ts';

type ErrorKind = Exclude<ApiErrorKind, 'platform'> | 'unknown';
export type ErrorMessageKey = `errors.${ErrorCode}` | `error.${ErrorKind}`;
/** Catalogue strings keyed by their i18n key (e.g. `errors.sms.invalid`), ready to show. */
export type ErrorMessages = Readonly<Record<string, string>>;

const BYTES_PER_MB = 1024 * 1024;
/** Values the image-rule messages name (G §5), filled in rather than written into the texts. */
export const ERROR_MESSAGE_VALUES = {
  maxImages: MAX_IMAGES,
  maxImageMb: MAX_IMAGE_BYTES / BYTES_PER_MB,
  maxImageEdge: MAX_IMAGE_EDGE_PX,
  maxImageMegapixels: MAX_IMAGE_PIXELS / 1_000_000,
};

const KINDS: readonly ErrorKind[] = ['timeout', 'network', 'server', 'malformed', 'loggedOut', 'unknown'];

/** The one rule; `knows` says which codes have a message (the catalogue, or what an island was given). */
function keyFor(error: unknown, knows: (code: string) => boolean): ErrorMessageKey | null {
  if (!(error instanceof ApiError)) return 'error.unknown';
  if (error.kind !== 'platform') return `error.${error.kind}`;
  if (error.code && knows(error.code)) return `errors.${error.code}` as ErrorMessageKey;
  return error.platformMessage?.trim() ? null : 'error.unknown';
}

/** The catalogue key of an error; null when only the platform's own text (`platformMessage`) describes it. */
export function errorKey(error: unknown): ErrorMessageKey | null {
  return keyFor(error, isKnownErrorCode);
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The amounts a cashier refusal carries (value.min, …: decimal strings), written in the page's money format. */
const AMOUNT_VALUES = ['min', 'max', 'left', 'remaining'] as const;

/**
 * Values a refusal carries that its message names: `{{seconds}}` and `{{minutes}}` (rounded up) from
 * value.retryAfterSeconds, `{{attemptsLeft}}`, and with `money` the amounts of AMOUNT_VALUES.
 */
function refusalValues(error: unknown, money?: MoneyFormat): Record<string, string> {
  const value = error instanceof ApiError ? error.value : undefined;
  const values: Record<string, string> = {};
  const seconds = value?.retryAfterSeconds;
  if (typeof seconds === 'number' && seconds > 0) Object.assign(values, { seconds: String(Math.ceil(seconds)), minutes: String(Math.ceil(seconds / 60)) });
  if (typeof value?.attemptsLeft === 'number') values.attemptsLeft = String(value.attemptsLeft);
  // Rebate rates (issue 25): percent with 2 decimals, written as sent ("1.20").
  for (const name of ['maxRate', 'minRate']) {
    const rate = value?.[name];
    if (typeof rate === 'string' && /^\d{1,3}\.\d{2}$/.test(rate)) values[name] = rate;
  }
  for (const name of money ? AMOUNT_VALUES : []) {
    const shown = formatMoney(value?.[name], money!);
    if (shown !== null) values[name] = shown;
  }
  return values;
}

/** The refusal value whose count decides a message's form ("1 attempt left"): the messages name at most one of these. */
const COUNTED_VALUES = ['attemptsLeft', 'minutes'] as const;

/** A message key's singular form (`<key>_one`, CountForms in ./fill.ts) when the refusal's count takes it in `language`. */
function countedKey(key: ErrorMessageKey, error: unknown, language: string): string | null {
  const values = refusalValues(error);
  const counted = COUNTED_VALUES.map((name) => values[name]).find((value) => value !== undefined);
  return counted !== undefined && new Intl.PluralRules(language).select(Number(counted)) === 'one' ? `${key}_one` : null;
}

/** `text` with the refusal's values in; when it names one the refusal lacks, the platform's text or `unknown`. */
function withRefusalValues(text: string, error: unknown, unknown: string, money?: MoneyFormat): string {
  const values = refusalValues(error, money);
  const filled = text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
  if (filled.search(PLACEHOLDER) === -1) return filled;
  return (error as ApiError).platformMessage?.trim() || unknown;
}

/** Build time: the message through i18next; `language` (an html lang, e.g. `my`) picks a count's form. */
export function errorMessage(error: unknown, t: TFunction, language = 'en'): string {
  const key = errorKey(error);
  if (key === null) return (error as ApiError).platformMessage!;
  const singular = countedKey(key, error, language);
  const text = singular && t(singular as ErrorMessageKey, { defaultValue: '', ...ERROR_MESSAGE_VALUES });
  return withRefusalValues(text || t(key, ERROR_MESSAGE_VALUES), error, t('error.unknown'));
}

/** Browser: the message from strings an island received as a prop (see pickMessages); `money` writes the amounts a cashier refusal names. */
export function translateError(error: unknown, messages: ErrorMessages, money?: MoneyFormat): string {
  const key = keyFor(error, (code) => `errors.${code}` in messages);
  if (key === null) return (error as ApiError).platformMessage!;
  const unknown = messages['error.unknown'] ?? '';
  const singular = countedKey(key, error, typeof document === 'undefined' ? 'en' : document.documentElement.lang);
  return withRefusalValues((singular && messages[singular]) || messages[key] || unknown, error, unknown, money);
}

// ---- build time ----

/**
 * The `error.*` texts and the `errors.*` texts of `codes` (default: all) in the page's language
 * (`t`), the values of ERROR_MESSAGE_VALUES filled in, for an island's props. A refusal's own values
 * (`{{minutes}}`) stay for translateError: i18next leaves a placeholder it has no value for. Pass
 * only the codes an island can meet to keep pages light; any other code then shows the platform's
 * own text.
 */
export function pickMessages(t: TFunction, codes: readonly ErrorCode[] = ERROR_CODES): ErrorMessages {
  const keys: ErrorMessageKey[] = [...KINDS.map((kind) => `error.${kind}` as const), ...codes.map((code) => `errors.${code}` as const)];
  const messages = keys.map((key) => [key, t(key, ERROR_MESSAGE_VALUES)] as const);
  // Singular forms where the language has one (`<key>_one`): translateError picks by count.
  const singulars = keys
    .map((key) => [`${key}_one`, t(`${key}_one` as ErrorMessageKey, { defaultValue: '', ...ERROR_MESSAGE_VALUES })] as const)
    .filter(([, text]) => text !== '');
  return Object.fromEntries([...messages, ...singulars]);
}
