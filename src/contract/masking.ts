/**
 * How the security centre shows a member's mobile number and e-mail address (issue 23): enough
 * for the owner to recognise them, too little for anyone else to use.
 *
 * - mobile: the first digit of the national number, MASK_RUN bullets, the last MOBILE_VISIBLE_END
 *   digits: `9•••••001` (with its dialling code: `+95 9•••••001`);
 * - e-mail: the first character of the local part, MASK_RUN_EMAIL bullets, the whole domain:
 *   `d•••@example.com`;
 * - bank account number (issue 24, the cashier): ACCOUNT_VISIBLE_END bullets, the last
 *   ACCOUNT_VISIBLE_END digits: `••••4821`, what the player needs to pick the right account.
 * The runs of bullets have a fixed length, so the mask tells nothing of how long the value is.
 *
 * The platform answers masked values (securityInfo, bindMobile, bindEmail: see schemas.ts); the
 * sandbox masks with these functions and the site runs whatever it shows through them again: both
 * are idempotent, so a platform that sent a full value would still be shown masked.
 * Pure, no imports: the sandbox, the contract's schemas and the site share it.
 */
export const MASK = '•';
const MASK_RUN = 5;
const MASK_RUN_EMAIL = 3;
const MOBILE_VISIBLE_END = 3;
const ACCOUNT_VISIBLE_END = 4;

/** `9750000001` → `9•••••001`; a trunk 0 is dropped first (`09750000001` is the same phone). Numbers too short to hide anything are all bullets. */
export function maskMobile(nationalNumber: string): string {
  const chars = [...nationalNumber.trim().replace(/^0+(?=.)/, '')];
  if (chars.length <= 1 + MOBILE_VISIBLE_END) return MASK.repeat(MASK_RUN);
  return `${chars[0]}${MASK.repeat(MASK_RUN)}${chars.slice(-MOBILE_VISIBLE_END).join('')}`;
}

/** `+95 9•••••001`: the masked number with its dialling code (digits, without `+`). */
export function formatMaskedMobile(dialingCode: string, nationalNumber: string): string {
  return `+${dialingCode.replace(/^\+/, '')} ${maskMobile(nationalNumber)}`;
}

/** `demo_member@example.com` → `d•••@example.com`; without an `@`, bullets alone. */
export function maskEmail(email: string): string {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  if (at < 1) return MASK.repeat(MASK_RUN_EMAIL);
  return `${[...value][0]}${MASK.repeat(MASK_RUN_EMAIL)}${value.slice(at)}`;
}

/** `12345678901234821` → `••••4821`; a number too short to hide anything is all bullets. */
export function maskAccountNumber(accountNumber: string): string {
  const chars = [...accountNumber.replace(/\s/g, '')];
  if (chars.length <= ACCOUNT_VISIBLE_END) return MASK.repeat(ACCOUNT_VISIBLE_END);
  return `${MASK.repeat(ACCOUNT_VISIBLE_END)}${chars.slice(-ACCOUNT_VISIBLE_END).join('')}`;
}
