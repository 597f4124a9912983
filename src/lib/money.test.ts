import { describe, expect, it } from 'vitest';
import { formatMoney, maskedMoney, moneyFormatOf } from './money.ts';

const lotusEn = moneyFormatOf('en', 'MMK');
const lotusMy = moneyFormatOf('my', 'MMK');
const harborEn = moneyFormatOf('en', 'USD');
const harborMy = moneyFormatOf('my', 'USD');

describe('formatMoney', () => {
  it("writes the brand's currency the way the page's language does, always 2 decimals, Latin digits", () => {
    expect(formatMoney(2000, harborEn)).toBe('$2,000.00');
    expect(formatMoney('1520.75', lotusEn)).toBe('K\u00a01,520.75');
    expect(formatMoney('1520.75', lotusMy)).toBe('1,520.75\u00a0K');
    expect(formatMoney(98200.5, harborMy)).toBe('98,200.50\u00a0$');
    expect(formatMoney(0, lotusEn)).toBe('K\u00a00.00');
  });

  it('keeps large amounts exact when they arrive as decimal strings', () => {
    expect(formatMoney('12345678901234567.89', harborEn)).toBe('$12,345,678,901,234,567.89');
    expect(formatMoney('99999999999999999999.99', lotusMy)).toBe('99,999,999,999,999,999,999.99\u00a0K');
    // The same amount as a float would already be 12345678901234568.
    expect(formatMoney(12345678901234567.89, harborEn)).not.toBe('$12,345,678,901,234,567.89');
  });

  it('rounds down to the decimals shown: a balance never shows more money than there is', () => {
    expect(formatMoney('1.009', harborEn)).toBe('$1.00');
    expect(formatMoney('0.99999999999999999999', harborEn)).toBe('$0.99');
    expect(formatMoney('2000.123456789', lotusEn)).toBe('K\u00a02,000.12');
    expect(formatMoney(1.005, harborEn)).toBe('$1.00');
  });

  it('writes negative amounts with the sign', () => {
    expect(formatMoney('-2000.5', harborEn)).toBe('-$2,000.50');
    expect(formatMoney(-15, lotusMy)).toBe('-15.00\u00a0K');
  });

  it('has nothing to show for what is not an amount', () => {
    for (const invalid of [
      '',
      ' ',
      'abc',
      '1e5',
      '1,000',
      '1.',
      '.5',
      '+5',
      '--1',
      '0x10',
      'NaN',
      'Infinity',
      NaN,
      Infinity,
      -Infinity,
      null,
      undefined,
      {},
      [],
      true,
    ]) {
      expect(formatMoney(invalid, harborEn), String(invalid)).toBeNull();
    }
  });

  it('writes a whole promotional amount without decimals, and others with 2', () => {
    expect(formatMoney('10000', harborEn, { whole: true })).toBe('$10,000');
    expect(formatMoney('10000', lotusMy, { whole: true })).toBe('10,000\u00a0K');
    expect(formatMoney('10000.00', lotusEn, { whole: true })).toBe('K\u00a010,000');
    expect(formatMoney('10000.5', lotusEn, { whole: true })).toBe('K\u00a010,000.50');
    expect(formatMoney(10000, harborEn)).toBe('$10,000.00');
  });
});

describe('moneyFormatOf', () => {
  it('is plain data resolved once (at build time) that the browser follows whatever locale data it has', () => {
    expect(lotusMy).toEqual({ positive: '#\u00a0K', negative: '-#\u00a0K', group: ',', decimal: '.' });
    expect(JSON.parse(JSON.stringify(harborEn))).toEqual(harborEn);
    const spaced = { positive: '# kr', negative: '−# kr', group: '\u202f', decimal: ',' };
    expect(formatMoney('1234567.891', spaced)).toBe('1\u202f234\u202f567,89 kr');
    expect(formatMoney(-5, spaced)).toBe('−5,00 kr');
  });
});

describe('maskedMoney', () => {
  it('puts the mask where the amount goes, the currency where the language writes it', () => {
    expect(maskedMoney(harborEn, '****')).toBe('$****');
    expect(maskedMoney(lotusEn, '****')).toBe('K\u00a0****');
    expect(maskedMoney(lotusMy, '****')).toBe('****\u00a0K');
  });
});
