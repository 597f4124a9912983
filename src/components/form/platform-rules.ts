/**
 * The platform's own field rules (registerRules, A §5: registration, opening an account, set
 * password by phone) and a password's confirmation, for every form, React or plain. With
 * ./rules.ts (the login fields' rule set) the one source of field checks. Pure: unit-tested.
 */
import { lengthError, type LengthMessages } from './length.ts';
/**
 * Whether `value` matches the pattern the platform sent for a field (registerRules, A §5). A
 * pattern this browser cannot read is the platform's to check: it passes here.
 */
export function matchesPlatformPattern(pattern: string | undefined, value: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true;
  }
}

/** "{{label}} is required." and "{{label}} format is wrong.", with the kit's length messages. */
export interface PlatformFieldTexts extends LengthMessages {
  required: string;
  format: string;
}

/**
 * The errors of a field the platform's rule governs, as every form says them (A §5): empty →
 * "{{label}} is required." when required (an optional empty field passes); over `max` → the kit's
 * length message alone; not matching the rule's pattern → the format message and the rule's own
 * text (the platform alone knows its bounds), once when they read the same. `value` as sent (trimmed
 * unless it is a password).
 */
export function platformFieldErrors(
  value: string,
  field: { label: string; required: boolean; max?: number; rule?: { pattern?: string; message?: string } },
  texts: PlatformFieldTexts,
): string[] {
  const withLabel = (template: string) => template.replace(/\{\{\s*label\s*\}\}/g, field.label);
  if (!value) return field.required ? [withLabel(texts.required)] : [];
  const overLimit = field.max === undefined ? [] : lengthError(value, field.max, texts);
  if (overLimit.length) return overLimit;
  if (!field.rule || matchesPlatformPattern(field.rule.pattern, value)) return [];
  const format = withLabel(texts.format);
  return field.rule.message && field.rule.message !== format ? [format, field.rule.message] : [format];
}

/** A password's confirmation (registration, opening an account, change password, payment password). */
export function confirmationProblem(confirmation: string, password: string): 'required' | 'mismatch' | null {
  if (!confirmation) return 'required';
  return confirmation === password ? null : 'mismatch';
}
