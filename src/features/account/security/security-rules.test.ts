import { describe, expect, it } from 'vitest';
import { LENGTH_LIMITS } from '../../../components/form/length.ts';
import { emailErrors, isPaymentPassword, PAYMENT_PASSWORD_LENGTH, paymentFields, paymentProblems, paymentRefusalField } from './security-rules.ts';

const values = (newPassword: string, confirmPassword = newPassword, oldPassword = '', loginPassword = '', verificationCode = '') => ({
  loginPassword,
  verificationCode,
  oldPassword,
  newPassword,
  confirmPassword,
});

describe('payment password rules (issue 23)', () => {
  it('is exactly six digits', () => {
    expect(PAYMENT_PASSWORD_LENGTH).toBe(6);
    expect(isPaymentPassword('123456')).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', '', ' 123456', '١٢٣٤٥٦']) expect(isPaymentPassword(bad), bad).toBe(false);
  });

  it('set: new and confirm, required, six digits, equal', () => {
    expect(paymentProblems(values('', ''), 'set', false)).toEqual({ newPassword: 'required', confirmPassword: 'required' });
    expect(paymentProblems(values('1234', '1234'), 'set', false)).toEqual({ newPassword: 'format' });
    expect(paymentProblems(values('1234567', '1234567'), 'set', false), 'never cut to six: refused').toEqual({ newPassword: 'format' });
    expect(paymentProblems(values('123456', '123457'), 'set', false)).toEqual({ confirmPassword: 'mismatch' });
    expect(paymentProblems(values('123456'), 'set', false)).toEqual({});
    expect(paymentFields('set', false)).toEqual(['newPassword', 'confirmPassword']);
  });

  it('change: the old one too, and the new one must differ from it', () => {
    expect(paymentProblems(values('123456', '123456', ''), 'change', false)).toEqual({ oldPassword: 'required' });
    expect(paymentProblems(values('123456', '123456', '12'), 'change', false)).toEqual({ oldPassword: 'format' });
    expect(paymentProblems(values('123456', '123456', '123456'), 'change', false)).toEqual({ newPassword: 'sameAsOld' });
    expect(paymentProblems(values('654321', '654321', '123456'), 'change', false)).toEqual({});
    expect(paymentFields('change', false)).toEqual(['oldPassword', 'newPassword', 'confirmPassword']);
  });

  it('set with a login password on the account asks it first; reset asks it and the code, never the old one (issue 34 item 6)', () => {
    expect(paymentFields('set', true)).toEqual(['loginPassword', 'newPassword', 'confirmPassword']);
    expect(paymentProblems(values('123456'), 'set', true)).toEqual({ loginPassword: 'required' });
    expect(paymentFields('reset', true)).toEqual(['loginPassword', 'verificationCode', 'newPassword', 'confirmPassword']);
    expect(paymentFields('reset', false)).toEqual(['verificationCode', 'newPassword', 'confirmPassword']);
    expect(paymentProblems(values('123456', '123456', '', 'Demo1234', ' '), 'reset', true)).toEqual({ verificationCode: 'required' });
    expect(paymentProblems(values('123456', '123456', '', 'Demo1234', '123456'), 'reset', true)).toEqual({});
  });

  it("places the platform's refusals", () => {
    expect(paymentRefusalField({ kind: 'platform', code: 'password.oldWrong' })).toBe('oldPassword');
    expect(paymentRefusalField({ kind: 'platform', code: 'modify.new.old.same' })).toBe('newPassword');
    expect(paymentRefusalField({ kind: 'platform', code: 'password.mismatch' })).toBe('confirmPassword');
    expect(paymentRefusalField({ kind: 'platform', code: 'password.loginWrong' })).toBe('loginPassword');
    expect(paymentRefusalField({ kind: 'platform', code: 'sms.expired' })).toBe('verificationCode');
    expect(paymentRefusalField({ kind: 'platform', code: 'account.trial' })).toBe('form');
    expect(paymentRefusalField({ kind: 'server' })).toBe('form');
  });
});

describe('e-mail rule', () => {
  const messages = { required: 'required', invalid: 'invalid', tooLong: 'at most {{max}} ({{length}})' };
  it('required, length limit first, then the pattern', () => {
    expect(emailErrors('  ', messages)).toEqual(['required']);
    expect(emailErrors(' name@example.com ', messages)).toEqual([]);
    expect(emailErrors('name@example', messages)).toEqual(['invalid']);
    const long = `${'a'.repeat(LENGTH_LIMITS.email)}@x.com`;
    expect(emailErrors(long, messages)).toEqual([`at most ${LENGTH_LIMITS.email} (${LENGTH_LIMITS.email + 6})`]);
  });
});
