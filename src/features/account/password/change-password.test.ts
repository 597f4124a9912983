import { describe, expect, it } from 'vitest';
import { classifyFailure, FALLBACK_RULE, firstProblem, passwordRuleFrom, sameAsOld, validateChange } from './change-password.ts';
import { REGISTER_RULES } from '../../../../scripts/sandbox/accounts/registration.ts';

const values = (oldPassword: string, newPassword: string, confirmNewPassword: string) => ({ oldPassword, newPassword, confirmNewPassword });

describe('change password rules (A §5)', () => {
  it('takes the registration password rule, ours without one', () => {
    const rule = passwordRuleFrom(REGISTER_RULES);
    expect(rule.message).toBeTruthy();
    expect(rule.pattern.test('Demo1234')).toBe(true);
    expect(rule.pattern.test('short1')).toBe(true);
    expect(rule.pattern.test('lettersonly')).toBe(false);
    expect(passwordRuleFrom(undefined)).toBe(FALLBACK_RULE);
    expect(passwordRuleFrom([{ field: 'password', enabled: true, pattern: '([', message: 'x' }])).toBe(FALLBACK_RULE);
    expect(passwordRuleFrom([{ field: 'password', enabled: false, pattern: '^a$', message: 'x' }])).toBe(FALLBACK_RULE);
    expect(passwordRuleFrom([{ field: 'password', enabled: true, pattern: '^\\d{4}$', message: ' ' }])).toEqual({ pattern: /^\d{4}$/, message: undefined });
  });

  it('fallback: 6-20 letters and digits with at least one of each', () => {
    const ok = (text: string) => FALLBACK_RULE.pattern.test(text);
    expect(['Demo1234', 'a1b2c3', 'abcdefghij1234567890'].every(ok)).toBe(true);
    expect(['a1b2c', 'abcdefghij12345678901', 'abcdefgh', '12345678', 'Demo 1234', 'Demo_1234'].some(ok)).toBe(false);
  });

  it('old only when asked; new required and by the rule; confirm required and equal', () => {
    const rule = FALLBACK_RULE;
    expect(validateChange(values('', '', ''), { askOld: true, rule })).toEqual({
      oldPassword: 'oldRequired',
      newPassword: 'newRequired',
      confirmNewPassword: 'confirmRequired',
    });
    expect(validateChange(values('', 'Demo1234', 'Demo1234'), { askOld: false, rule })).toEqual({});
    expect(validateChange(values('x', 'abc', 'abc'), { askOld: true, rule })).toEqual({ newPassword: 'newRule' });
    expect(validateChange(values('x', 'Demo1234', 'Demo12345'), { askOld: true, rule })).toEqual({ confirmNewPassword: 'mismatch' });
    expect(firstProblem({ confirmNewPassword: 'mismatch', newPassword: 'newRule' })).toBe('newPassword');
    expect(firstProblem({})).toBeUndefined();
  });

  it('same as old only when the old one is known', () => {
    expect(sameAsOld('Demo1234', 'Demo1234')).toBe(true);
    expect(sameAsOld('Demo1234', undefined)).toBe(false);
    expect(sameAsOld('Demo1234', '')).toBe(false);
    expect(sameAsOld('Demo12345', 'Demo1234')).toBe(false);
  });

  it('refusals: same-password popup, field messages, else a form message', () => {
    expect(classifyFailure({ kind: 'platform', code: 'modify.new.old.same' })).toEqual({ show: 'samePopup' });
    expect(classifyFailure({ kind: 'platform', code: 'password.oldWrong' })).toEqual({ show: 'field', field: 'oldPassword' });
    expect(classifyFailure({ kind: 'platform', code: 'password.mismatch' })).toEqual({ show: 'field', field: 'confirmNewPassword' });
    expect(classifyFailure({ kind: 'platform', code: 'request.invalid', value: { field: 'newPassword' } })).toEqual({ show: 'field', field: 'newPassword' });
    expect(classifyFailure({ kind: 'platform', code: 'request.invalid', value: { field: 'other' } })).toEqual({ show: 'form' });
    expect(classifyFailure({ kind: 'platform', code: 'account.trial' })).toEqual({ show: 'form' });
    expect(classifyFailure({ kind: 'timeout' })).toEqual({ show: 'form' });
  });
});
