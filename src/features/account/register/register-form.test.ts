import { describe, expect, it } from 'vitest';
import { REGISTER_RULES, registerSettings } from '../../../../scripts/sandbox/accounts/registration.ts';
import { SCHEMAS } from '../../../contract/schemas.ts';
import {
  FORM_FIELDS,
  availableMethods,
  fieldErrors,
  firstInvalid,
  formErrors,
  formFieldOf,
  inviteCodeFrom,
  registerChannel,
  registerPayload,
  visibleFields,
  type CheckContext,
  type FormField,
  type Method,
  type RegisterFlags,
} from './register-form.ts';

const ALL_ON: RegisterFlags = { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true };
const HARBOR: RegisterFlags = { USERNAMEREG3: true, MOBILENUMREG3: false, REGMOBVERF3: false, MOBILENUMPASSREG3: false };
const settings = registerSettings();
const rules = REGISTER_RULES.map((rule) => ({ ...rule }));
const labels = Object.fromEntries(FORM_FIELDS.map((field) => [field, `L:${field}`])) as Record<FormField, string>;
const messages = {
  required: 'Please enter {{label}}',
  format: 'Bad {{label}}',
  confirmRequired: 'Incorrect password',
  mismatch: 'Confirmation password not matched',
  emailInvalid: 'Incorrect email.',
  tooLong: 'long {{length}}/{{max}}',
  count: '{{length}} of {{max}}',
};

function context(method: Method, flags = ALL_ON, overrides: Partial<CheckContext> = {}): CheckContext {
  return { method, fields: visibleFields(method, flags, settings), rules, settings, labels, messages, ...overrides };
}

describe('methods and fields', () => {
  it('offers the toggle only when both registrations are on', () => {
    expect(availableMethods(ALL_ON)).toEqual(['username', 'mobile']);
    expect(availableMethods(HARBOR)).toEqual(['username']);
    expect(availableMethods({ ...ALL_ON, USERNAMEREG3: false })).toEqual(['mobile']);
    expect(availableMethods({ ...ALL_ON, USERNAMEREG3: false, MOBILENUMREG3: false })).toEqual([]);
  });

  it('shows the username method fields switched by the settings, with the SMS code only under REGMOBVERF3', () => {
    expect(visibleFields('username', ALL_ON, settings)).toEqual([
      'username',
      'password',
      'confimpsw',
      'email',
      'nickname',
      'mobileNum1',
      'messageCode2',
      'birthday',
      'affiliateCode',
      'identifying',
    ]);
    expect(visibleFields('username', HARBOR, settings)).not.toContain('messageCode2');
    expect(visibleFields('username', HARBOR, settings)).toContain('mobileNum1');
    const fewer = { ...settings, fields: { ...settings.fields, email: false, mobileNum: false, affiliateCode: false }, captcha: false };
    expect(visibleFields('username', ALL_ON, fewer)).toEqual(['username', 'password', 'confimpsw', 'nickname', 'birthday']);
    expect(visibleFields('username', ALL_ON, { ...fewer, inviteCodeRequired: true })).toContain('affiliateCode');
    const everything = { ...settings, fields: Object.fromEntries(rules.map((rule) => [rule.field, true])) };
    expect(visibleFields('username', ALL_ON, everything)).toEqual(FORM_FIELDS.filter((field) => !['mobileNum2', 'messageCode1'].includes(field)));
  });

  it('adds a password to the mobile method only with MOBILENUMPASSREG3', () => {
    expect(visibleFields('mobile', ALL_ON, settings)).toEqual([
      'mobileNum2',
      'messageCode1',
      'password',
      'confimpsw',
      'birthday',
      'affiliateCode',
      'identifying',
    ]);
    expect(visibleFields('mobile', { ...ALL_ON, MOBILENUMPASSREG3: false }, settings)).toEqual([
      'mobileNum2',
      'messageCode1',
      'birthday',
      'affiliateCode',
      'identifying',
    ]);
  });
});

describe('checks', () => {
  const good = { username: 'new_player', password: 'Secret123', confimpsw: 'Secret123', identifying: '12' };

  it('passes a good username form and lets optional empty fields pass', () => {
    expect(formErrors(good, context('username'))).toEqual({});
  });

  it('names required fields and format errors joined from the template and the rule', () => {
    const errors = formErrors({ ...good, username: '', email: 'nope', password: 'short' }, context('username'));
    expect(errors.username).toEqual(['Please enter L:username']);
    expect(errors.email).toEqual(['Incorrect email.']);
    expect(errors.password?.[0]).toBe('Bad L:password');
    expect(errors.password?.[1]).toMatch(/letters and digits/);
    expect(firstInvalid(context('username').fields, errors)).toBe('username');
  });

  it('requires the confirmation and equality with the password', () => {
    const ctx = context('username');
    expect(fieldErrors('confimpsw', { ...good, confimpsw: '' }, ctx)).toEqual(['Incorrect password']);
    expect(fieldErrors('confimpsw', { ...good, confimpsw: 'Secret124' }, ctx)).toEqual(['Confirmation password not matched']);
    expect(fieldErrors('confimpsw', good, ctx)).toEqual([]);
  });

  it('needs the SMS code of the username method only once a number is given', () => {
    const ctx = context('username');
    expect(fieldErrors('messageCode2', good, ctx)).toEqual([]);
    expect(fieldErrors('messageCode2', { ...good, mobileNum1: '9751234567' }, ctx)).toEqual(['Please enter L:messageCode2']);
    expect(fieldErrors('mobileNum1', { ...good, mobileNum1: '12' }, ctx)[0]).toBe('Bad L:mobileNum1');
  });

  it('requires the mobile method number and code, and the invitation code when the settings say so', () => {
    const ctx = context('mobile');
    const errors = formErrors({ password: 'Secret123', confimpsw: 'Secret123', identifying: '3' }, ctx);
    expect(Object.keys(errors)).toEqual(['mobileNum2', 'messageCode1']);
    const strict = context('mobile', ALL_ON, { settings: { ...settings, inviteCodeRequired: true } });
    expect(fieldErrors('affiliateCode', {}, strict)).toEqual(['Please enter L:affiliateCode']);
  });

  it("refuses a value over its length limit with the length message alone, whatever the platform's rule", () => {
    const ctx = context('username');
    expect(fieldErrors('username', { ...good, username: 'new_player_name_12345' }, ctx)).toEqual(['long 21/20']);
    expect(fieldErrors('username', { ...good, username: 'new_player_name_1234' }, ctx)).toEqual([]);
    // A platform rule without bounds does not lift ours.
    const loose = context('username', ALL_ON, { rules: [{ field: 'username', required: true, enabled: true, pattern: '^\\w+$', message: 'x' }] });
    expect(fieldErrors('username', { username: 'x'.repeat(25) }, loose)).toEqual(['long 25/20']);
    expect(fieldErrors('identifying', { ...good, identifying: '1234567' }, ctx)).toEqual(['long 7/6']);
    expect(fieldErrors('mobileNum1', { ...good, mobileNum1: '9'.repeat(21) }, ctx)).toEqual(['long 21/20']);
    expect(fieldErrors('messageCode1', { messageCode1: '123456789012' }, context('mobile'))).toEqual(['long 12/10']);
    expect(fieldErrors('email', { ...good, email: `${'a'.repeat(243)}@example.com` }, ctx)).toEqual(['long 255/254']);
  });

  it('tolerates a pattern the browser cannot read', () => {
    const ctx = context('username', ALL_ON, { rules: [{ field: 'username', required: true, enabled: true, pattern: '([', message: 'x' }] });
    expect(fieldErrors('username', { username: 'anything' }, ctx)).toEqual([]);
  });

  it('maps a refusal field back to the form name', () => {
    expect(formFieldOf('mobileNum', visibleFields('mobile', ALL_ON, settings))).toBe('mobileNum2');
    expect(formFieldOf('mobileNum', visibleFields('username', ALL_ON, settings))).toBe('mobileNum1');
    expect(formFieldOf('captcha', visibleFields('username', ALL_ON, settings))).toBe('identifying');
    expect(formFieldOf(undefined, FORM_FIELDS)).toBeUndefined();
  });
});

describe('payload', () => {
  const where = { registerMethod: 'H5' as const, registerUrl: 'play.example:8443', domain: 'play.example', countryDialingCode: '95', captchaKey: 'key1' };

  it('uses the payload names, drops empty fields, trims all but passwords, and passes the contract', () => {
    const fields = visibleFields('username', ALL_ON, settings);
    const payload = registerPayload(
      'username',
      {
        username: ' new_player ',
        password: ' Pass1234',
        confimpsw: ' Pass1234',
        email: '',
        birthday: '1990-02-03',
        identifying: '17',
        affiliateCode: 'AGENT001',
      },
      fields,
      where,
    );
    expect(payload).toEqual({
      method: 'username',
      type: 0,
      registerMethod: 'H5',
      registerUrl: 'play.example:8443',
      domain: 'play.example',
      username: 'new_player',
      password: ' Pass1234',
      confirmPassword: ' Pass1234',
      birthday: '1990-02-03',
      affiliateCode: 'AGENT001',
      captcha: '17',
      captchaKey: 'key1',
    });
    expect(SCHEMAS.register.request.safeParse(payload).success).toBe(true);
  });

  it('sends the mobile method number with the dialling code and the code as verificationCode', () => {
    const payload = registerPayload(
      'mobile',
      { mobileNum2: '9751112222', messageCode1: '123456', mobileNum1: 'ignored' },
      visibleFields('mobile', ALL_ON, settings),
      where,
    );
    expect(payload).toMatchObject({ method: 'mobile', mobileNum: '9751112222', countryDialingCode: '95', verificationCode: '123456' });
    expect(payload).not.toHaveProperty('username');
    expect(SCHEMAS.register.request.safeParse(payload).success).toBe(true);
  });

  it('leaves fields the form does not show out of the payload', () => {
    const payload = registerPayload('username', { username: 'abc_1', qqNum: '12345' }, visibleFields('username', ALL_ON, settings), where);
    expect(payload).not.toHaveProperty('qqNum');
  });
});

describe('link and channel', () => {
  it('reads the invitation code from ?affiliateCode=, ?code= or ?i=', () => {
    expect(inviteCodeFrom('?i=AGENT001')).toBe('AGENT001');
    expect(inviteCodeFrom('?code=AGENT002&i=x')).toBe('AGENT002');
    expect(inviteCodeFrom('?affiliateCode=%20A1B2%20&code=zz')).toBe('A1B2');
    expect(inviteCodeFrom('?i=')).toBeUndefined();
    expect(inviteCodeFrom('')).toBeUndefined();
  });

  it('detects APP, WEBCLIP, PWA and H5', () => {
    const base = { userAgent: 'Mozilla/5.0 Chrome', appPattern: 'LotusPalaceApp', displayStandalone: false, iosStandalone: false };
    expect(registerChannel(base)).toBe('H5');
    expect(registerChannel({ ...base, userAgent: 'Mozilla/5.0 LotusPalaceApp/2.1' })).toBe('APP');
    expect(registerChannel({ ...base, userAgent: 'LotusPalaceApp', displayStandalone: true })).toBe('APP');
    expect(registerChannel({ ...base, displayStandalone: true })).toBe('PWA');
    expect(registerChannel({ ...base, displayStandalone: true, iosStandalone: true })).toBe('WEBCLIP');
    expect(registerChannel({ ...base, appPattern: '(' })).toBe('H5');
  });
});
