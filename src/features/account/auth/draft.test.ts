import { describe, expect, it } from 'vitest';
import { makeDraft, parseDraft } from './draft.ts';

describe('login draft carried across a language change', () => {
  it('never holds the password or codes, whatever it is given', () => {
    const draft = makeDraft({
      method: 'username',
      username: 'demo_member',
      mobile: '',
      countryDialingCode: '95',
      remember: true,
      password: 'Demo1234',
      smsCode: '123456',
      captcha: '12',
    });
    expect(draft).toEqual({ method: 'username', username: 'demo_member', mobile: '', countryDialingCode: '95', remember: true });
    expect(JSON.stringify(draft)).not.toContain('Demo1234');
  });

  it('reads stored text defensively', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('nope')).toBeNull();
    expect(parseDraft('"text"')).toBeNull();
    expect(parseDraft('{"method":"sms","mobile":"9750000001","countryDialingCode":"95","password":"x"}')).toEqual({
      method: 'sms',
      username: '',
      mobile: '9750000001',
      countryDialingCode: '95',
      remember: false,
    });
    expect(parseDraft('{"method":"other","username":7}')?.method).toBe('username');
  });
});
