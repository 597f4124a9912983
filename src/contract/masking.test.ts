import { describe, expect, it } from 'vitest';
import { formatMaskedMobile, maskAccountNumber, maskEmail, maskMobile } from './masking.ts';

describe('masking of contact details (issue 23)', () => {
  it.each([
    ['9750000001', '9•••••001'],
    ['09750000001', '9•••••001'], // the trunk 0 is not the first digit
    [' 961234567 ', '9•••••567'],
  ])('mobile %j: first digit, five bullets, last three', (mobile, masked) => {
    expect(maskMobile(mobile)).toBe(masked);
  });

  it('mobile: with its dialing code', () => {
    expect(formatMaskedMobile('95', '9750000001')).toBe('+95 9•••••001');
    expect(formatMaskedMobile('+66', '812345678')).toBe('+66 8•••••678');
  });

  it('mobile: the mask does not tell the length', () => {
    expect(maskMobile('912345001')).toBe(maskMobile('9123456789001'));
  });

  it.each(['9001', ''])('mobile %j: too short to keep anything: bullets only', (mobile) => {
    expect(maskMobile(mobile)).toBe('•••••');
  });

  it.each([
    ['demo_member@example.com', 'd•••@example.com'],
    ['a@b.co', 'a•••@b.co'],
    ['Ωmega@example.org', 'Ω•••@example.org'],
    ['no-at-sign', '•••'],
    ['@example.com', '•••'],
  ])('e-mail %j: first character, three bullets, the domain', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it.each([
    ['12345678901234821', '••••4821'],
    ['0912345678', '••••5678'],
    ['1234 5678 9012', '••••9012'],
    ['12345', '••••2345'],
    ['1234', '••••'], // too short to keep anything
    ['', '••••'],
  ])('bank account number %j: four bullets, the last four digits, whatever the length', (account, masked) => {
    expect(maskAccountNumber(account)).toBe(masked);
  });

  it('is idempotent: a masked value stays as it is', () => {
    expect(maskMobile(maskMobile('9750000001'))).toBe('9•••••001');
    expect(maskEmail(maskEmail('demo_member@example.com'))).toBe('d•••@example.com');
    expect(maskAccountNumber(maskAccountNumber('12345678901234821'))).toBe('••••4821');
  });
});
