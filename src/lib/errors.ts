/**
 * From a failed call to the message a player reads, in the page's language (A §8, G §8):
 * - a platform refusal whose code is in our catalogue → `errors.<code>`;
 * - a refusal with a code we do not know → the platform's own text, or `error.unknown` without one;
 * - anything else (timeout, network, server, malformed, logged out) → `error.<kind>`.
 * A message may name a value the refusal carries (`{{minutes}}` of login.locked, see refusalValues);
 * a refusal without it shows the platform's own text instead (or `error.unknown`).
 *
 * Two ways in. Build time (.astro, i18next): `errorMessage(error, t)`, and `pickMessages(language)`
 * to hand an island the strings as a plain object. Browser: `translateError(error, messages)`,
 * which needs neither i18next nor the code list. The locale files imported here are only reached
 * through pickMessages, so bundlers drop them from browser code that does not call it.
 */
import type { TFunction } from 'i18next';
import { MAX_IMAGE_BYTES, MAX_IMAGES, type LanguageCode } from '../constants.ts';
import { ERROR_CODES, isKnownErrorCode, type ErrorCode } from '../contract/errors.ts';
import en from '../i18n/locales/en.json' with { type: 'json' };
import my from '../i18n/locales/my.json' with { type: 'json' };
import { ApiError, type ApiErrorKind } from './api-client.ts';

export type ErrorMessageKey = `errors.${ErrorCode}` | `error.${ApiErrorKind | 'unknown'}`;
/** Catalogue strings keyed by their i18n key (e.g. `errors.sms.invalid`), ready to show. */
export type ErrorMessages = Readonly<Record<string, string>>;

const BYTES_PER_MB = 1024 * 1024;
/** Values the image-rule messages name (G §5), filled in rather than written into the texts. */
export const ERROR_MESSAGE_VALUES = { maxImages: MAX_IMAGES, maxImageMb: MAX_IMAGE_BYTES / BYTES_PER_MB };

const KINDS: readonly (ApiErrorKind | 'unknown')[] = ['timeout', 'network', 'server', 'malformed', 'loggedOut', 'unknown'];

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

/** Values a refusal carries that its message names: `{{minutes}}` from value.retryAfterSeconds, rounded up. */
function refusalValues(error: unknown): Record<string, string> {
  const seconds = error instanceof ApiError ? error.value?.retryAfterSeconds : undefined;
  return typeof seconds === 'number' && seconds > 0 ? { minutes: String(Math.ceil(seconds / 60)) } : {};
}

/** `text` with the refusal's values in; when it names one the refusal lacks, the platform's text or `unknown`. */
function withRefusalValues(text: string, error: unknown, unknown: string): string {
  const values = refusalValues(error);
  const filled = text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
  if (filled.search(PLACEHOLDER) === -1) return filled;
  return (error as ApiError).platformMessage?.trim() || unknown;
}

/** Build time: the message through i18next. */
export function errorMessage(error: unknown, t: TFunction): string {
  const key = errorKey(error);
  return key === null ? (error as ApiError).platformMessage! : withRefusalValues(t(key, ERROR_MESSAGE_VALUES), error, t('error.unknown'));
}

/** Browser: the message from strings an island received as a prop (see pickMessages). */
export function translateError(error: unknown, messages: ErrorMessages): string {
  const key = keyFor(error, (code) => `errors.${code}` in messages);
  if (key === null) return (error as ApiError).platformMessage!;
  const unknown = messages['error.unknown'] ?? '';
  return withRefusalValues(messages[key] ?? unknown, error, unknown);
}

// ---- build time ----

type Tree = { readonly [key: string]: string | Tree };
const LOCALES: Record<LanguageCode, Tree> = { EN: en, MY: my };

function lookup(tree: Tree, key: string): string {
  const text = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof text !== 'string') throw new Error(`no text for ${key}`);
  return text;
}

const fillIn = (text: string) => text.replace(PLACEHOLDER, (whole, name: string) => String(ERROR_MESSAGE_VALUES[name as keyof typeof ERROR_MESSAGE_VALUES] ?? whole));

/**
 * The `error.*` texts and the `errors.*` texts of `codes` (default: all) in one language, values
 * filled in, for an island's props. Pass only the codes an island can meet to keep pages light;
 * any other code then shows the platform's own text.
 */
export function pickMessages(language: LanguageCode, codes: readonly ErrorCode[] = ERROR_CODES): ErrorMessages {
  const keys: string[] = [...KINDS.map((kind) => `error.${kind}`), ...codes.map((code) => `errors.${code}`)];
  return Object.fromEntries(keys.map((key) => [key, fillIn(lookup(LOCALES[language], key))]));
}
