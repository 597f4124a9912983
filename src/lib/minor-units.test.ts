import { describe, expect, it } from 'vitest';
import { feeOf, fromMinor, parseTypedAmount, signedToMinor, toMinor } from './minor-units.ts';

describe('minor units', () => {
  it('adds 0.1 and 0.2 to exactly 0.30, where floating point gives 0.30000000000000004', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(fromMinor(toMinor('0.1')! + toMinor('0.2')!)).toBe('0.30');
  });

  it('sums a thousand 0.01 deposits to exactly 10.00', () => {
    let total = 0;
    for (let i = 0; i < 1000; i++) total += toMinor('0.01')!;
    expect(fromMinor(total)).toBe('10.00');
  });

  it('reads contract amounts of up to 2 decimals and refuses the rest', () => {
    expect(toMinor('1250')).toBe(125_000);
    expect(toMinor('1250.5')).toBe(125_050);
    expect(toMinor('1250.05')).toBe(125_005);
    expect(toMinor('0.00')).toBe(0);
    for (const bad of ['', '1.234', '-1', '1e5', '1,000', ' 1', 'NaN', '.5', '99999999999999999']) expect(toMinor(bad), bad).toBeNull();
    expect(signedToMinor('-300.00')).toBe(-30_000);
    expect(signedToMinor('--1')).toBeNull();
  });

  it('writes cents back as the contract spells them', () => {
    expect([0, 5, 99, 100, 12_345, 100_000_001].map(fromMinor)).toEqual(['0.00', '0.05', '0.99', '1.00', '123.45', '1000000.01']);
    expect(fromMinor(-125_050)).toBe('-1250.50');
    expect(fromMinor(9_007_199_254_740_991)).toBe('90071992547409.91');
    expect(() => fromMinor(0.5)).toThrow(RangeError);
  });

  it('reads what a player types in the marks of the page language', () => {
    const en = { group: ',', decimal: '.' };
    const de = { group: '.', decimal: ',' };
    expect(parseTypedAmount('1,250.50', en)).toBe(125_050);
    expect(parseTypedAmount(' 10 000 ', en)).toBe(1_000_000);
    expect(parseTypedAmount('50.', en)).toBe(5000);
    expect(parseTypedAmount('1.250,5', de)).toBe(125_050);
    for (const bad of ['', '1.2.3', '12.345', '-5', 'abc', '1e3']) expect(parseTypedAmount(bad, en), bad).toBeNull();
  });

  it('takes a fee rounded up to the cent plus its fixed part, exactly', () => {
    expect(feeOf(100_000, { basisPoints: 0, fixed: '0' })).toBe(0);
    expect(feeOf(100_000, { basisPoints: 150, fixed: '0' })).toBe(1500); // 1.5 % of 1000.00 = 15.00
    expect(feeOf(3333, { basisPoints: 150, fixed: '0' })).toBe(50); // 0.49995 → 0.50
    expect(feeOf(100_000, { basisPoints: 100, fixed: '2.50' })).toBe(1250);
    expect(feeOf(9_007_199_254_740_991, { basisPoints: 10_000, fixed: '0' })).toBe(9_007_199_254_740_991);
  });
});
