/** Building blocks every area's schemas share: the envelope, ids, texts, dates, money. */
import { z } from 'zod';
import { GAME_TYPES } from '../vocabulary.ts';
import {
  AVATAR_PRESETS,
  CAPTCHA_MAX_LENGTH,
  PAYEE_NAME_FORBIDDEN,
  PAYEE_NAME_MAX_LENGTH,
  PAYEE_NAME_MIN_LENGTH,
  PAYEE_NAME_PATTERN,
  PAYMENT_PASSWORD_LENGTH,
} from '../limits.ts';

/** Every answer: `{ success, value?, code?, message? }`. */
export function envelope<T extends z.ZodType>(value: T) {
  return z.union([
    z.strictObject({ success: z.literal(true), value }),
    z.strictObject({
      success: z.literal(false),
      code: z.string().min(1).describe('Error code (src/contract/errors.ts), e.g. modify.new.old.same.'),
      message: z.string(),
      value: z.record(z.string(), z.unknown()).optional().describe('Extra data, e.g. { captcha: true }.'),
    }),
  ]);
}

// ---- building blocks ----

export const text = (max: number) => z.string().max(max);
/** The one rule for a payee name, wherever one is sent (registration, bank accounts). */
export const payeeName = z.string().regex(PAYEE_NAME_PATTERN, `${PAYEE_NAME_MIN_LENGTH}-${PAYEE_NAME_MAX_LENGTH} characters, none of ${PAYEE_NAME_FORBIDDEN}`);
export const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w.:-]+$/, 'letters, digits, _ . : -');
export const qInt = (min: number, max: number) => z.coerce.number<number>().int().min(min).max(max);
export const qNumber = (min: number, max: number) => z.coerce.number<number>().min(min).max(max);
export const flag01 = z.union([z.literal(0), z.literal(1)]);
export const yesNo = z.enum(['Y', 'N']);
export const languageCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'a two-letter language code like MY')
  .describe('Language code, e.g. MY or EN.');
export const digits = (max: number) => z.string().regex(new RegExp(`^\\d{1,${max}}$`), `1-${max} digits`);
export const dialingCode = z.string().regex(/^\d{1,4}$/, 'digits without +, e.g. 95');
export const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
export const timestamp = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'YYYY-MM-DD HH:mm:ss');
export const url = z.string().max(2048);
/** An amount: a number, or (ours, exact) a decimal string; src/lib/money.ts formats both without a float. */
export const money = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]);
/** Ours: the key that makes a money-moving submit happen once however often it is sent. */
export const requestId = z.string().regex(/^[A-Za-z0-9-]{16,64}$/, '16-64 letters, digits or hyphens');
export const presetAvatar = z
  .string()
  .regex(new RegExp(`^(?:${Array.from({ length: AVATAR_PRESETS }, (_, i) => i + 1).join('|')})$`), `a preset avatar 1-${AVATAR_PRESETS}`);
export const headIcon = z.object({
  icon: z.string().describe(`A preset avatar, '1'-'${AVATAR_PRESETS}', or 'custom' for the member's own picture.`),
  url: url.nullable().describe('The own picture, relative to the image CDN; null with a preset.'),
  uploadAllowed: z.boolean().describe('Whether the platform takes an own picture (setHeadIcon image).'),
});
export const html = z.string().max(200_000).describe('HTML from the platform: sanitise before showing.');
export const empty = z.strictObject({});
export const gameType = z.enum(GAME_TYPES);
export const captchaAnswer = z.string().regex(new RegExp(`^\\d{1,${CAPTCHA_MAX_LENGTH}}$`), `1-${CAPTCHA_MAX_LENGTH} digits`);
export const captchaFields = { captcha: captchaAnswer.optional(), captchaKey: id.optional().describe('From the captcha call.') };
export const memberType = z.number().int().describe('Member type: 0, 1, 2 real; 4 trial; 1, 2, 41, 42 agents (A §3).');

export const paymentPassword = z.string().regex(new RegExp(`^\\d{${PAYMENT_PASSWORD_LENGTH}}$`), `${PAYMENT_PASSWORD_LENGTH} digits`);

/**
 * An amount the cashier sends or answers: a plain decimal string of at most 2 decimals ("1250",
 * "1250.5", "1250.50"), never a number, so no float ever holds money (src/lib/minor-units.ts).
 */
export const amount = z.string().regex(/^\d{1,15}(\.\d{1,2})?$/, 'a decimal string of at most 2 decimals, like 1250.50');
export const signedAmount = z.string().regex(/^-?\d{1,15}(\.\d{1,2})?$/, 'a signed decimal string, like -300.00');
