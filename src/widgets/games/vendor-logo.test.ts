import { describe, expect, it } from 'vitest';
import { vendorLogoPath } from './vendor-logo.ts';

describe('vendorLogoPath', () => {
  it('builds the logo path from the vendor code, 1x and 2x', () => {
    expect(vendorLogoPath('JL')).toBe('vendors/JL/v1-120x48.png');
    expect(vendorLogoPath('JL', 2)).toBe('vendors/JL/v1-240x96.png');
    expect(vendorLogoPath('A/B?c')).toBe('vendors/A%2FB%3Fc/v1-120x48.png');
  });
});
