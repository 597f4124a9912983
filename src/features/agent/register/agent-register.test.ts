import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { REGISTER_RULES } from '../../../../scripts/sandbox/accounts/registration.ts';
import { formErrors, rateError, refusedField, registerRequest, type AgentRegisterTexts, type FormValues, type Rates } from './agent-register.ts';

const own: Rates = { RNG: '2.00', INHOUSE: '1.80', FISH: '1.50', LIVE: '1.20', SPORTS: '1.00', ESPORTS: '1.00', PVP: '1.50', COCKFIGHT: '0.80', LOTT: '1.60' };
const texts: AgentRegisterTexts = {
  labels: { username: 'Username', password: 'Password', confirmPassword: 'Confirm password' },
  required: '{{label}} is required.',
  format: '{{label}} format is incorrect',
  confirmRequired: 'Enter the same password again.',
  mismatch: 'Confirmation password not matched',
  cap: 'Up to {{max}} %',
  accountCopied: 'Copied',
  shareText: 'User name: {{username}}, password: {{password}}',
  capKeep: 'Up to {{max}} %; you keep {{keep}} %',
  rateProblems: { required: 'Enter a rate.', invalid: 'A number.', negative: 'Not below 0.', decimals: '2 decimals.', aboveOwn: 'At most {{max}} %.' },
  fixErrors: 'Fix',
  unanswered: 'No answer',
  submit: 'Open',
  submitting: 'Opening',
  tooLong: 'Too long: at most {{max}} ({{length}} now).',
  count: '{{length}}/{{max}}',
  copied: 'Copied',
  copyFailed: 'No',
  qrFailed: 'No QR',
};
// The platform's own rules, as registerRules answers them (the sandbox's registration.ts).
const rules = REGISTER_RULES.map((rule) => ({ ...rule }));
const valid: FormValues = { type: 0, username: ' new_player ', password: 'Open1234', confirmPassword: 'Open1234', rates: { ...own, RNG: '1.5' } };

describe('open account form', () => {
  it('passes a valid form and sends it trimmed with rates in the contract form', () => {
    expect(formErrors(valid, rules, own, texts)).toEqual({});
    expect(registerRequest(valid, own)).toEqual({
      type: 0,
      username: 'new_player',
      password: 'Open1234',
      confirmPassword: 'Open1234',
      rates: { ...own, RNG: '1.50' },
    });
    expect(registerRequest({ ...valid, type: 2 }, own)?.type).toBe(2);
  });

  it('says what is wrong under each account field, as registration does', () => {
    const errors = formErrors({ ...valid, username: '', password: 'letters', confirmPassword: 'other' }, rules, own, texts);
    expect(errors.username).toBe('Username is required.');
    expect(errors.password).toBe('Password format is incorrect, 6-20 letters and digits, with at least one of each');
    expect(errors.confirmPassword).toBe('Confirmation password not matched');
    expect(formErrors({ ...valid, confirmPassword: '' }, rules, own, texts).confirmPassword).toBe('Enter the same password again.');
    expect(formErrors({ ...valid, username: 'x'.repeat(21) }, rules, own, texts).username).toBe('Too long: at most 20 (21 now).');
    expect(formErrors({ ...valid, username: 'a b' }, rules, own, texts).username).toMatch(/^Username format is incorrect/);
  });

  it("refuses a rate above the agent's own, negative or with more than 2 decimals, and allows exactly the own rate", () => {
    expect(rateError('2.00', own.RNG, texts.rateProblems)).toBeNull();
    expect(rateError('2.01', own.RNG, texts.rateProblems)).toBe('At most 2.00 %.');
    expect(rateError('-1', own.RNG, texts.rateProblems)).toBe('Not below 0.');
    expect(rateError('1.005', own.RNG, texts.rateProblems)).toBe('2 decimals.');
    expect(rateError('', own.RNG, texts.rateProblems)).toBe('Enter a rate.');
    const errors = formErrors({ ...valid, rates: { ...own, LIVE: '1.21', LOTT: '0.001' } }, rules, own, texts);
    expect(errors).toEqual({ 'rates.LIVE': 'At most 1.20 %.', 'rates.LOTT': '2 decimals.' });
    expect(registerRequest({ ...valid, rates: { ...own, LIVE: '1.21' } }, own)).toBeNull();
  });

  it('puts a refusal under the field it names, else on the form', () => {
    const refusal = (field?: string) => new ApiError('platform', 'no', { code: 'x', value: field === undefined ? {} : { field } });
    expect(refusedField(refusal('username'))).toBe('username');
    expect(refusedField(refusal('rates.LIVE'))).toBe('rates.LIVE');
    expect(refusedField(refusal('captcha'))).toBeNull();
    expect(refusedField(refusal())).toBeNull();
    expect(refusedField(new Error('x'))).toBeNull();
  });
});
