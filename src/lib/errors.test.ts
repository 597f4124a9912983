import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../constants.ts';
import { ERROR_CODES } from '../contract/errors.ts';
import { resources, translator } from '../i18n/index.ts';
import { ApiError, type ApiErrorKind } from './api-client.ts';
import { errorKey, errorMessage, pickMessages, translateError } from './errors.ts';
import { moneyFormatOf } from './money.ts';

const refusal = (code: string, platformMessage = '') => new ApiError('platform', `call: ${code}`, { code, platformMessage });
const KINDS: ApiErrorKind[] = ['timeout', 'network', 'server', 'malformed', 'loggedOut'];

describe('error catalogue (A §8, G §8)', () => {
  it('every error code has its own non-empty text in every language', () => {
    for (const language of LANGUAGE_CODES) {
      const t = translator(language);
      for (const code of ERROR_CODES) {
        const key = `errors.${code}` as const;
        expect(t(key), `${language} ${key}`).not.toBe(key); // i18next answers the key itself when it has no text
        expect(t(key).trim(), `${language} ${key}`).not.toBe('');
      }
    }
    expect(Object.keys(resources.EN.errors).length).toBeGreaterThan(0);
  });

  it.each([
    ['account.notReal', 'Please login an actual account to use this function.'],
    ['affiliate.invalid', 'Invalid invitation code.'],
    ['password.mismatch', 'Confirmation password not matched.'],
    ['session.expired', 'The account has been logged out, please log in again.'],
    ['system.maintenance', 'The platform is under maintenance.'],
    ['member.notFound', 'Sorry, the user does not exist or is disabled.'],
    ['username.exists', 'Sorry, the username already exists.'],
    ['sms.invalid', 'Verification code error.'],
    ['permission.denied', 'Sorry, this account does not have permission or the feature is temporarily unavailable.'],
    ['request.notFound', 'Requested URL is empty.'],
    ['modify.new.old.same', 'The new password must not be the same as the old one.'],
    ['login.nonMember', 'Non-member account unable to login.'],
    ['login.nonAgent', 'Non-agents cannot log in.'],
  ])("uses the spec's wording in English: %s", (code, text) => {
    expect(errorMessage(refusal(code), translator('EN'))).toBe(text);
  });

  it('fills the image rules in from the constants (5 MB, 3 images) in both languages', () => {
    for (const language of LANGUAGE_CODES) {
      const t = translator(language);
      expect(errorMessage(refusal('upload.size'), t)).toContain('5 MB');
      expect(errorMessage(refusal('upload.count'), t)).toMatch(/\b3\b/);
      expect(errorMessage(refusal('upload.type'), t)).toMatch(/jpeg.*jpg.*png/);
    }
  });

  it('login.locked says how long to wait, from value.retryAfterSeconds rounded up to minutes, in every language', () => {
    const locked = (value?: Record<string, unknown>) =>
      new ApiError('platform', 'login: login.locked', { code: 'login.locked', value, platformMessage: 'Locked' });
    expect(translateError(locked({ retryAfterSeconds: 61, captcha: true }), pickMessages(translator('EN')))).toBe(
      'Too many failed log-ins. Please try again in 2 min.',
    );
    for (const language of LANGUAGE_CODES) {
      const text = translateError(locked({ retryAfterSeconds: 960 }), pickMessages(translator(language)));
      expect(text, language).toMatch(/\b16\b/);
      expect(text, language).not.toContain('{{');
      expect(errorMessage(locked({ retryAfterSeconds: 960 }), translator(language))).toBe(text);
      // A platform that leaves the time out: its own text rather than a hole in ours.
      expect(translateError(locked(), pickMessages(translator(language)))).toBe('Locked');
    }
  });

  it('cashier refusals name their amounts in the page money format, and attempts left', () => {
    const refused = (code: string, value: Record<string, unknown>) => new ApiError('platform', code, { code, value, platformMessage: 'Refused' });
    const messages = pickMessages(translator('EN'));
    const money = moneyFormatOf('en', 'MMK');
    expect(translateError(refused('amount.belowMin', { min: '5000.00', max: '3000000.00' }), messages, money)).toBe('The smallest amount is K\u00a05,000.00.');
    expect(translateError(refused('withdraw.turnover', { remaining: '1250' }), messages, money)).toBe('Bet K\u00a01,250.00 more to withdraw.');
    expect(translateError(refused('paymentPassword.wrong', { attemptsLeft: 2 }), messages)).toBe('Wrong payment password. 2 attempts left.');
    // Without the money format (or an amount that is not one), the platform's own text rather than a hole.
    expect(translateError(refused('amount.belowMin', { min: '5000.00' }), messages)).toBe('Refused');
    expect(translateError(refused('deposit.limit', { left: 'lots' }), messages, money)).toBe('Refused');
  });

  it('the SMS limits say how many seconds to wait, for the number and for the address, in every language', () => {
    const limited = (code: string, value?: Record<string, unknown>) =>
      new ApiError('platform', `sendSmsCode: ${code}`, { code, value, platformMessage: 'Wait' });
    expect(translateError(limited('sms.tooMany', { retryAfterSeconds: 42 }), pickMessages(translator('EN')))).toBe(
      'Too many codes requested for this number. Please try again in 42 s.',
    );
    expect(translateError(limited('sms.tooManyFromAddress', { retryAfterSeconds: 3300 }), pickMessages(translator('EN')))).toBe(
      'Too many codes requested from this network. Please try again in 3300 s.',
    );
    for (const language of LANGUAGE_CODES)
      for (const code of ['sms.tooMany', 'sms.tooManyFromAddress']) {
        const text = translateError(limited(code, { retryAfterSeconds: 17 }), pickMessages(translator(language)));
        expect(text, `${language} ${code}`).toMatch(/\b17\b/);
        expect(text).not.toBe(
          translateError(
            limited(code === 'sms.tooMany' ? 'sms.tooManyFromAddress' : 'sms.tooMany', { retryAfterSeconds: 17 }),
            pickMessages(translator(language)),
          ),
        );
        expect(translateError(limited(code), pickMessages(translator(language)))).toBe('Wait');
      }
  });

  it('the picture size cap is filled in from the constants in both languages', () => {
    for (const language of LANGUAGE_CODES) expect(errorMessage(refusal('upload.dimensions'), translator(language))).toMatch(/12000.*50|50.*12000/);
  });

  it("maps: known code → errors.<code>; unknown code → the platform's text, else error.unknown; other kinds → error.<kind>", () => {
    for (const code of ERROR_CODES) expect(errorKey(refusal(code, 'raw'))).toBe(`errors.${code}`);
    expect(errorKey(refusal('vendor.busy', 'Vendor busy'))).toBeNull();
    expect(errorMessage(refusal('vendor.busy', 'Vendor busy'), translator('EN'))).toBe('Vendor busy');
    expect(errorKey(refusal('vendor.busy', '  '))).toBe('error.unknown');
    for (const kind of KINDS) expect(errorKey(new ApiError(kind, 'x', { code: 'session.expired' }))).toBe(`error.${kind}`);
    expect(errorKey(new TypeError('boom'))).toBe('error.unknown');
    expect(errorMessage(new ApiError('timeout', 'x'), translator('MY'))).toBe(resources.MY.error.timeout);
  });

  it('a count takes its singular where the language has one: "1 attempt left", never "1 attempts left" (issue 34 item 10)', () => {
    const wrong = (attemptsLeft: number) => new ApiError('platform', 'wrong', { code: 'paymentPassword.wrong', value: { attemptsLeft } });
    const messages = pickMessages(translator('EN'), ['paymentPassword.wrong']);
    expect(translateError(wrong(1), messages)).toBe('Wrong payment password. 1 attempt left.');
    expect(translateError(wrong(3), messages)).toBe('Wrong payment password. 3 attempts left.');
    expect(errorMessage(wrong(1), translator('EN'))).toBe('Wrong payment password. 1 attempt left.');
    expect(errorMessage(wrong(1), translator('MY'), 'my')).toContain('1');
  });

  it('islands: pickMessages + translateError say what errorMessage says, in every language', () => {
    for (const language of LANGUAGE_CODES) {
      const t = translator(language);
      const messages = pickMessages(t);
      for (const error of [
        ...ERROR_CODES.map((code) => refusal(code)),
        ...KINDS.map((kind) => new ApiError(kind, 'x')),
        refusal('vendor.busy', 'Vendor busy'),
        refusal('vendor.busy'),
        new Error('x'),
      ]) {
        expect(translateError(error, messages), `${language} ${(error as ApiError).code ?? error.message}`).toBe(errorMessage(error, t));
      }
    }
  });

  it("pickMessages can carry only the codes an island meets; others show the platform's text", () => {
    const messages = pickMessages(translator('EN'), ['sms.invalid']);
    expect(Object.keys(messages).filter((key) => key.startsWith('errors.'))).toEqual(['errors.sms.invalid']);
    expect(messages['error.network']).toBe(resources.EN.error.network);
    expect(translateError(refusal('username.exists', 'Username taken'), messages)).toBe('Username taken');
  });
});
