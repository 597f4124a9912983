/**
 * Length limits of the form fields (issue 8 item 2): a field never cuts what the player typed or
 * pasted (no `maxLength` attribute, no slicing), so the player always sees the whole value; a
 * value over its limit gets the length message under the field at once, and the form refuses it
 * on submit. Field shows the message (and, with `counter`, "23/20") from its `limit` prop; the
 * forms' checks call `lengthError` first, so the two always say the same words. Pure: unit-tested.
 */
import { CAPTCHA_MAX_LENGTH, EMAIL_MAX_LENGTH, MOBILE_MAX_LENGTH, SMS_CODE_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../../contract/limits.ts';

/** The limit of each kind of length-limited field (A §9; e-mail: "under 255"). */
export const LENGTH_LIMITS = {
  username: USERNAME_MAX_LENGTH,
  mobile: MOBILE_MAX_LENGTH,
  smsCode: SMS_CODE_MAX_LENGTH,
  captcha: CAPTCHA_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
} as const;

/** Templates with {{length}} and {{max}} left in, picked at build time (the kit's `length` part, texts.ts). */
export interface LengthMessages {
  /** Under the field: "Too long: at most {{max}} characters ({{length}} now)." */
  tooLong: string;
  /** The counter's words for assistive technology: "{{length}} of {{max}} characters". */
  count: string;
}

/** A field's limit as Field takes it. */
export interface FieldLimit {
  value: string;
  max: number;
  messages: LengthMessages;
  /** Show "length/max" beside the label (where the player chooses the value, e.g. a new user name). */
  counter?: boolean;
}

/**
 * The length the limit applies to: characters as the player sees them (code points, not UTF-16
 * units), without the spaces around the value, which the forms trim before sending.
 */
export const lengthOf = (value: string): number => [...value.trim()].length;

const fill = (template: string, length: number, max: number) =>
  template.replace(/\{\{\s*length\s*\}\}/g, String(length)).replace(/\{\{\s*max\s*\}\}/g, String(max));

/** [] within the limit, else the length message. */
export function lengthError(value: string, max: number, messages: Pick<LengthMessages, 'tooLong'>): string[] {
  const length = lengthOf(value);
  return length > max ? [fill(messages.tooLong, length, max)] : [];
}

/** The counter's accessible words, e.g. "23 of 20 characters". */
export const countText = (limit: FieldLimit): string => fill(limit.messages.count, lengthOf(limit.value), limit.max);

/** A field's errors with its length message first (once: the form's own check may already have it). */
export function withLengthError(errors: readonly string[] | undefined, limit: FieldLimit | undefined): string[] {
  const own = limit ? lengthError(limit.value, limit.max, limit.messages) : [];
  return [...own, ...(errors ?? []).filter((message) => !own.includes(message))];
}
