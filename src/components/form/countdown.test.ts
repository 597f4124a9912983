import { describe, expect, it } from 'vitest';
import { SMS_DEFAULT_COUNTDOWN_S } from '../../constants.ts';
import { SMS_TICK_MS } from './countdown.ts';
import { canSendCode, countdownEnd, remainingSeconds, retryEnd, waitLabel } from './countdown.ts';

const NOW = 1_700_000_000_000;

describe('SMS countdown', () => {
  it("runs to the answer's expirationTime", () => {
    expect(countdownEnd(NOW + 90_000, NOW)).toBe(NOW + 90_000);
    expect(remainingSeconds(NOW + 90_000, NOW)).toBe(90);
  });

  it('uses the default 60 s without an expiry, or with one already past or not a number', () => {
    for (const expiry of [undefined, null, NOW - 1, NOW, Number.NaN]) {
      expect(countdownEnd(expiry, NOW)).toBe(NOW + SMS_DEFAULT_COUNTDOWN_S * 1000);
    }
    expect(SMS_DEFAULT_COUNTDOWN_S).toBe(60);
  });

  it('shows whole seconds rounded up, and 0 when over', () => {
    const end = NOW + 60_000;
    expect(remainingSeconds(end, NOW + 1)).toBe(60);
    expect(remainingSeconds(end, NOW + 59_001)).toBe(1);
    expect(remainingSeconds(end, NOW + 60_000)).toBe(0);
    expect(remainingSeconds(end, NOW + 99_000)).toBe(0);
    expect(remainingSeconds(null, NOW)).toBe(0);
  });

  it('re-evaluated every 500 ms, it counts down one second per two ticks', () => {
    expect(SMS_TICK_MS).toBe(500);
    const end = countdownEnd(NOW + 3_000, NOW);
    const shown = Array.from({ length: 7 }, (_, tick) => remainingSeconds(end, NOW + tick * SMS_TICK_MS));
    expect(shown).toEqual([3, 3, 2, 2, 1, 1, 0]);
  });

  it('allows sending only with a valid number, no countdown and no send under way', () => {
    expect(canSendCode({ canSend: true, remaining: 0, sending: false })).toBe(true);
    expect(canSendCode({ canSend: false, remaining: 0, sending: false })).toBe(false);
    expect(canSendCode({ canSend: true, remaining: 12, sending: false })).toBe(false);
    expect(canSendCode({ canSend: true, remaining: 0, sending: true })).toBe(false);
  });

  it('fills the waiting label', () => {
    expect(waitLabel('{{s}} s', 42)).toBe('42 s');
    expect(waitLabel('{{ s }} စက္ကန့်', 7)).toBe('7 စက္ကန့်');
  });

  it('waits as long as a refusal says, if it says', () => {
    expect(retryEnd({ value: { retryAfterSeconds: 30 } }, NOW)).toBe(NOW + 30_000);
    expect(retryEnd({ value: {} }, NOW)).toBeNull();
    expect(retryEnd(new Error('x'), NOW)).toBeNull();
    expect(retryEnd(null, NOW)).toBeNull();
  });
});
