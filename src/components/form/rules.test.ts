import { describe, expect, it } from 'vitest';
import { CAPTCHA_MAX_LENGTH, MOBILE_MAX_LENGTH, SMS_CODE_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../../contract/limits.ts';
import { RULE_MESSAGES } from './rule-messages.fixture.ts';
import { check, checkRule, fillPattern, MOBILE_MIN_LENGTH, numberEntry } from './rules.ts';
import { confirmationProblem, matchesPlatformPattern, platformFieldErrors } from './platform-rules.ts';

const messages = RULE_MESSAGES;

describe('login rules (A §5)', () => {
  it('username: letters, digits and underscore, 1 to 20, required, message with the bounds filled in', () => {
    expect(check('loginUsername2', 'demo_member', messages)).toEqual([]);
    expect(check('loginUsername2', 'A1_b', messages)).toEqual([]);
    expect(check('loginUsername2', 'x'.repeat(USERNAME_MAX_LENGTH), messages)).toEqual([]);
    expect(check('loginUsername2', '', messages)).toEqual(['username required']);
    expect(check('loginUsername2', '   ', messages)).toEqual(['username required']);
    for (const bad of ['demo-member', 'demo member', 'dëmo', 'a@b']) {
      expect(check('loginUsername2', bad, messages), bad).toEqual([`username 1-${USERNAME_MAX_LENGTH}`]);
    }
    // Over the limit: the length message alone, with the length the player sees.
    expect(check('loginUsername2', 'x'.repeat(USERNAME_MAX_LENGTH + 5), messages)).toEqual([`too long ${USERNAME_MAX_LENGTH + 5}/${USERNAME_MAX_LENGTH}`]);
    expect(check('loginUsername2', ` ${'x'.repeat(USERNAME_MAX_LENGTH)} `, messages)).toEqual([]);
  });

  it('password: required only', () => {
    expect(check('loginPassword', '', messages)).toEqual(['password required']);
    expect(check('loginPassword', 'a b-ç', messages)).toEqual([]);
  });

  it('mobile number: digits, our minimum to 20', () => {
    expect(check('loginMobileNum', '9750000001', messages)).toEqual([]);
    expect(check('loginMobileNum', '', messages)).toEqual(['mobile required']);
    expect(check('loginMobileNum', '12345', messages)).toEqual([`mobile ${MOBILE_MIN_LENGTH}-${MOBILE_MAX_LENGTH}`]);
    expect(check('loginMobileNum', '9'.repeat(MOBILE_MAX_LENGTH + 1), messages)).toEqual([`too long ${MOBILE_MAX_LENGTH + 1}/${MOBILE_MAX_LENGTH}`]);
    expect(check('loginMobileNum', '+959750000001', messages)).toEqual([`mobile ${MOBILE_MIN_LENGTH}-${MOBILE_MAX_LENGTH}`]);
    expect(check('loginMobileNum', '97500a0001', messages)).toHaveLength(1);
  });

  it('SMS code: digits up to 10; captcha: digits up to 6', () => {
    expect(check('verificationCode', '123456', messages)).toEqual([]);
    expect(check('verificationCode', '1'.repeat(SMS_CODE_MAX_LENGTH + 2), messages)).toEqual([`too long ${SMS_CODE_MAX_LENGTH + 2}/${SMS_CODE_MAX_LENGTH}`]);
    expect(check('captcha', '12', messages)).toEqual([]);
    expect(check('captcha', '', messages)).toEqual(['captcha required']);
    expect(check('captcha', '1'.repeat(CAPTCHA_MAX_LENGTH + 1), messages)).toEqual([`too long ${CAPTCHA_MAX_LENGTH + 1}/${CAPTCHA_MAX_LENGTH}`]);
    expect(check('captcha', '1a', messages)).toHaveLength(1);
  });

  it('an optional empty value passes', () => {
    expect(checkRule({ required: false, pattern: /^\d+$/, requiredMessage: 'smsRequired', patternMessage: 'smsPattern' }, '', messages)).toEqual([]);
  });

  it('fills pattern texts and keeps what it does not know', () => {
    expect(fillPattern('{{min}} to {{ max }} {{other}}', { min: 1, max: 20 })).toBe('1 to 20 {{other}}');
    expect(fillPattern('{{min}}', {})).toBe('{{min}}');
  });

  it('number fields drop the separators of a written-out number, and nothing else: no digit is cut, a country code stays', () => {
    expect(numberEntry(' 09-750 000 001 ')).toBe('09750000001');
    expect(numberEntry('(09) 750.000.001')).toBe('09750000001');
    expect(numberEntry('123 456 789 012')).toBe('123456789012');
    expect(numberEntry('+95 9 750 000 001')).toBe('+959750000001');
    expect(numberEntry('12a3')).toBe('12a3');
  });
});

describe("the platform's field rules and the confirmation (every form, React or plain)", () => {
  const texts = { ...messages, required: '{{label}} is required.', format: '{{label}} format is wrong.' };
  const field = { label: 'User name', required: true, max: 20, rule: { pattern: '^[a-z]{4,}$', message: '4 or more small letters' } };

  it('says required, then the length alone, then the format with the rule’s own text', () => {
    expect(platformFieldErrors('', field, texts)).toEqual(['User name is required.']);
    expect(platformFieldErrors('', { ...field, required: false }, texts)).toEqual([]);
    expect(platformFieldErrors('x'.repeat(25), field, texts)).toEqual(['too long 25/20']);
    expect(platformFieldErrors('ab', field, texts)).toEqual(['User name format is wrong.', '4 or more small letters']);
    expect(platformFieldErrors('abcd', field, texts)).toEqual([]);
    // The rule's text once, when it says what the format message says.
    expect(platformFieldErrors('ab', { ...field, rule: { pattern: '^x$', message: 'User name format is wrong.' } }, texts)).toEqual([
      'User name format is wrong.',
    ]);
  });

  it('leaves a pattern this browser cannot read to the platform', () => {
    expect(matchesPlatformPattern('(?<', 'anything')).toBe(true);
    expect(matchesPlatformPattern(undefined, 'anything')).toBe(true);
    expect(matchesPlatformPattern('^\\d+$', '12a')).toBe(false);
  });

  it('asks for the confirmation, then for the same password', () => {
    expect(confirmationProblem('', 'secret1')).toBe('required');
    expect(confirmationProblem('secret2', 'secret1')).toBe('mismatch');
    expect(confirmationProblem('secret1', 'secret1')).toBeNull();
  });
});
