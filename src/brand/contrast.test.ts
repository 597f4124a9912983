import { describe, expect, it } from 'vitest';
import { contrastRatio, mixColours } from './contrast.ts';

describe('contrast', () => {
  it('measures as WCAG does: black on white 21:1, a colour on itself 1:1, order does not matter', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#7a3fa8', '#7a3fa8')).toBe(1);
    // WebAIM's checker: #767676 on white is the lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBe(contrastRatio('#ffffff', '#767676'));
  });

  it('mixes as color-mix(in srgb) does', () => {
    expect(mixColours('#ffffff', '#000000', 0.5)).toBe('#808080');
    expect(mixColours('#24133a', '#f6eefc', 1)).toBe('#24133a');
  });
});
