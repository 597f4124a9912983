import { describe, expect, it } from 'vitest';
import { formatMaskedMobile, maskAccountNumber, maskEmail, maskMobile } from './masking.ts';

describe('masking of contact details (issue 23)', () => {
  it('mobile: first digit, five bullets, last three', () => {
    expect(maskMobile('9750000001')).toBe('9•••••001');
    expect(maskMobile('09750000001'), 'the trunk 0 is not the first digit').toBe('9•••••001');
    expect(maskMobile(' 961234567 ')).toBe('9•••••567');
    expect(formatMaskedMobile('95', '9750000001')).toBe('+95 9•••••001');
    expect(formatMaskedMobile('+66', '812345678')).toBe('+66 8•••••678');
  });

  it('mobile: the mask does not tell the length', () => {
    expect(maskMobile('912345001')).toBe(maskMobile('9123456789001'));
  });

  it('mobile: too short to keep anything: bullets only', () => {
    expect(maskMobile('9001')).toBe('•••••');
    expect(maskMobile('')).toBe('•••••');
  });

  it('e-mail: first character, three bullets, the domain', () => {
    expect(maskEmail('demo_member@example.com')).toBe('d•••@example.com');
    expect(maskEmail('a@b.co')).toBe('a•••@b.co');
    expect(maskEmail('Ωmega@example.org')).toBe('Ω•••@example.org');
    expect(maskEmail('no-at-sign')).toBe('•••');
    expect(maskEmail('@example.com')).toBe('•••');
  });

  it('bank account number: four bullets, the last four digits, whatever the length', () => {
    expect(maskAccountNumber('12345678901234821')).toBe('••••4821');
    expect(maskAccountNumber('0912345678')).toBe('••••5678');
    expect(maskAccountNumber('1234 5678 9012')).toBe('••••9012');
    expect(maskAccountNumber('12345')).toBe('••••2345');
    expect(maskAccountNumber('1234'), 'too short to keep anything').toBe('••••');
    expect(maskAccountNumber('')).toBe('••••');
  });

  it('is idempotent: a masked value stays as it is', () => {
    expect(maskMobile(maskMobile('9750000001'))).toBe('9•••••001');
    expect(maskEmail(maskEmail('demo_member@example.com'))).toBe('d•••@example.com');
    expect(maskAccountNumber(maskAccountNumber('12345678901234821'))).toBe('••••4821');
  });
});
