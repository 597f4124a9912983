import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES } from '../../../components/form/rule-messages.fixture.ts';
import { errorField, fieldsOf, firstInvalid, loginRequest, needsCaptcha, validateFilled, validateLogin, type LoginValues } from './login-form.ts';

const rules = RULE_MESSAGES;
const empty: LoginValues = { username: '', password: '', countryDialingCode: '95', mobile: '', smsCode: '', captcha: '', captchaKey: '' };

describe('login form', () => {
  it('shows the fields of the method, the captcha only once asked for', () => {
    expect(fieldsOf('username', false)).toEqual(['username', 'password']);
    expect(fieldsOf('sms', true)).toEqual(['mobile', 'smsCode', 'captcha']);
  });

  it('validates only the fields of the method, and finds the first invalid', () => {
    const errors = validateLogin({ ...empty, password: 'x' }, 'username', false, rules);
    expect(errors).toEqual({ username: ['username required'] });
    expect(firstInvalid(errors, 'username', false)).toBe('username');
    const sms = validateLogin({ ...empty, mobile: '123' }, 'sms', true, rules);
    expect(Object.keys(sms)).toEqual(['mobile', 'smsCode', 'captcha']);
    expect(sms.mobile).toEqual(['mobile 6-20']);
    expect(validateLogin({ ...empty, username: 'demo_member', password: 'Demo1234' }, 'username', false, rules)).toEqual({});
  });

  it('after a language change re-validates only filled fields', () => {
    expect(validateFilled({ ...empty, username: 'bad name' }, 'username', false, rules)).toEqual({ username: ['username 1-20'] });
    expect(validateFilled(empty, 'username', false, rules)).toEqual({});
  });

  it('builds the request: sms sends the number and the code as user name and password', () => {
    expect(loginRequest({ ...empty, username: ' demo_member ', password: ' pw ' }, 'username', false)).toEqual({
      type: 'username',
      username: 'demo_member',
      password: ' pw ',
    });
    expect(loginRequest({ ...empty, mobile: '9750000001', smsCode: '123456', captcha: '12', captchaKey: 'k' }, 'sms', true)).toEqual({
      type: 'sms',
      username: '9750000001',
      password: '123456',
      countryDialingCode: '95',
      captcha: '12',
      captchaKey: 'k',
    });
    // no captcha fields while the captcha is hidden, or without a key
    expect(loginRequest({ ...empty, username: 'a', password: 'b', captcha: '12', captchaKey: 'k' }, 'username', false)).not.toHaveProperty('captcha');
    expect(loginRequest({ ...empty, username: 'a', password: 'b', captcha: '12' }, 'username', true)).not.toHaveProperty('captcha');
  });

  it('with a Firebase ID token, an sms login is type firebase: channel sms, the number, and the token instead of the code (A §3)', () => {
    expect(loginRequest({ ...empty, mobile: ' 9750000001 ', smsCode: '123456' }, 'sms', false, 'id-token')).toEqual({
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken: 'id-token',
      firebaseMobileNo: '9750000001',
      countryDialingCode: '95',
      username: '9750000001',
      password: '',
    });
  });

  it('names the shown field a refusal is about, and reads the captcha signal', () => {
    expect(errorField('captcha.invalid', fieldsOf('username', true))).toBe('captcha');
    expect(errorField('captcha.invalid', fieldsOf('username', false))).toBeUndefined();
    expect(errorField('sms.expired', fieldsOf('sms', false))).toBe('smsCode');
    expect(errorField('sms.expired', fieldsOf('username', false))).toBeUndefined();
    expect(errorField('login.invalid', fieldsOf('username', true))).toBeUndefined();
    expect(errorField(undefined, fieldsOf('sms', true))).toBeUndefined();
    expect(needsCaptcha({ value: { captcha: true } })).toBe(true);
    expect(needsCaptcha({ value: {} })).toBe(false);
    expect(needsCaptcha(new Error('x'))).toBe(false);
  });

  it('refuses a too-long value with the length message alone', () => {
    expect(validateLogin({ ...empty, mobile: '9'.repeat(21), smsCode: '123456789012' }, 'sms', false, rules)).toEqual({
      mobile: ['too long 21/20'],
      smsCode: ['too long 12/10'],
    });
  });
});
