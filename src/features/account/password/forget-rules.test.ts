import { describe, expect, it } from 'vitest';
import { REGISTER_RULES } from '../../../../scripts/sandbox/accounts/registration.ts';
import { emailFieldErrors, fieldClearedAfter, minimumLength, phoneFieldErrors, phoneFormReady, trimEmailForm } from './forget-rules.ts';

const rulesText = {
  usernameRequired: 'U req',
  usernamePattern: 'U {{min}}-{{max}}',
  passwordRequired: 'P req',
  mobileRequired: 'x',
  mobilePattern: 'x',
  smsRequired: 'C req',
  smsPattern: 'C {{min}}-{{max}}',
  captchaRequired: 'x',
  captchaPattern: 'x',
  tooLong: 'long {{length}}/{{max}}',
  count: 'x',
};
const emailMessages = { rules: rulesText, emailRequired: 'E req', emailInvalid: 'Incorrect email' };
const phoneMessages = { rules: rulesText, mobileRequired: 'M req', mobileInvalid: 'M min {{min}}', passwordInvalid: 'P bad' };
const rules = REGISTER_RULES.map((rule) => ({ ...rule }));

describe('forgot password by e-mail', () => {
  it('checks the username with the login-username rule', () => {
    const check = (username: string) => emailFieldErrors('username', { username, email: '' }, emailMessages);
    expect(check('')).toEqual(['U req']);
    expect(check('   ')).toEqual(['U req']);
    expect(check('demo_member')).toEqual([]);
    expect(check(' demo_member ')).toEqual([]);
    expect(check('a')).toEqual([]);
    expect(check('a'.repeat(21))).toEqual(['long 21/20']);
    expect(check('bad name')).toEqual(['U 1-20']);
    expect(check('näme')).toEqual(['U 1-20']);
  });

  it('checks the e-mail with the simple pattern', () => {
    const check = (email: string) => emailFieldErrors('email', { username: 'x', email }, emailMessages);
    expect(check('')).toEqual(['E req']);
    for (const good of ['demo_member@example.com', 'a.b-c@mail-box.co.uk', ' x@y.io ']) expect(check(good), good).toEqual([]);
    for (const bad of ['nope', 'a@b', 'a@b.c', 'a@b.comm', 'a b@c.com', '@example.com', 'a@example.co.uk.org.net'])
      expect(check(bad), bad).toEqual(['Incorrect email']);
    // Under 255 characters (A §9): a longer address gets the length message.
    const at = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(check(at(254))).toEqual([]);
    expect(check(at(255))).toEqual(['long 255/254']);
  });

  it('trims both before sending', () => {
    expect(trimEmailForm({ username: ' demo_member ', email: ' demo_member@example.com\n' })).toEqual({
      username: 'demo_member',
      email: 'demo_member@example.com',
    });
  });
});

describe('set password by phone', () => {
  const good = { mobileNum: '9750000001', verificationCode: '123456', newPassword: 'NewPass123' };

  it('checks the number against the registration rule, with its minimum length', () => {
    expect(minimumLength(String.raw`^\d{6,20}$`)).toBe(6);
    expect(minimumLength('^x$')).toBeUndefined();
    expect(phoneFieldErrors('mobileNum', { ...good, mobileNum: '' }, rules, phoneMessages)).toEqual(['M req']);
    expect(phoneFieldErrors('mobileNum', { ...good, mobileNum: '123' }, rules, phoneMessages)).toEqual(['M min 6']);
    expect(phoneFieldErrors('mobileNum', { ...good, mobileNum: '97500abc01' }, rules, phoneMessages)).toEqual(['M min 6']);
    expect(phoneFieldErrors('mobileNum', { ...good, mobileNum: '9'.repeat(21) }, rules, phoneMessages)).toEqual(['long 21/20']);
    expect(phoneFieldErrors('mobileNum', good, rules, phoneMessages)).toEqual([]);
    expect(phoneFieldErrors('mobileNum', { ...good, mobileNum: '5' }, [], phoneMessages)).toEqual([]);
  });

  it('checks the code and the password', () => {
    expect(phoneFieldErrors('verificationCode', { ...good, verificationCode: '' }, rules, phoneMessages)).toEqual(['C req']);
    expect(phoneFieldErrors('verificationCode', { ...good, verificationCode: '12a' }, rules, phoneMessages)).toEqual(['C 1-10']);
    expect(phoneFieldErrors('verificationCode', { ...good, verificationCode: '123456789012' }, rules, phoneMessages)).toEqual(['long 12/10']);
    expect(phoneFieldErrors('newPassword', { ...good, newPassword: '' }, rules, phoneMessages)).toEqual(['P req']);
    expect(phoneFieldErrors('newPassword', { ...good, newPassword: 'short' }, rules, phoneMessages)[0]).toBe('P bad');
    expect(phoneFieldErrors('newPassword', good, rules, phoneMessages)).toEqual([]);
  });

  it('is ready only once touched and without errors', () => {
    expect(phoneFormReady(false, good, rules, phoneMessages)).toBe(false);
    expect(phoneFormReady(true, good, rules, phoneMessages)).toBe(true);
    expect(phoneFormReady(true, { ...good, verificationCode: '' }, rules, phoneMessages)).toBe(false);
  });

  it('clears the password after modify.new.old.same, the code after anything else', () => {
    expect(fieldClearedAfter('modify.new.old.same')).toBe('newPassword');
    expect(fieldClearedAfter('sms.invalid')).toBe('verificationCode');
    expect(fieldClearedAfter(undefined)).toBe('verificationCode');
  });
});
