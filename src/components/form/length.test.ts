import { describe, expect, it } from 'vitest';
import { USERNAME_MAX_LENGTH } from '../../contract/limits.ts';
import { countText, LENGTH_LIMITS, lengthError, lengthOf, withLengthError, type FieldLimit } from './length.ts';

const messages = { tooLong: 'Too long: at most {{max}} ({{ length }} now)', count: '{{length}} of {{max}}' };
const limit = (value: string, max = USERNAME_MAX_LENGTH): FieldLimit => ({ value, max, messages });

describe('length limits (issue 8 item 2)', () => {
  it('takes its limits from the spec (A §9; e-mail under 255)', () => {
    expect(LENGTH_LIMITS).toEqual({ username: 20, mobile: 20, smsCode: 10, captcha: 6, email: 254 });
  });

  it('counts characters as the player sees them, without the spaces around the value', () => {
    expect(lengthOf('abc')).toBe(3);
    expect(lengthOf('  abc ')).toBe(3);
    expect(lengthOf('😀😀')).toBe(2);
    expect(lengthOf('')).toBe(0);
  });

  it('says nothing up to the limit, and the limit and the length past it', () => {
    expect(lengthError('x'.repeat(20), 20, messages)).toEqual([]);
    expect(lengthError('x'.repeat(25), 20, messages)).toEqual(['Too long: at most 20 (25 now)']);
  });

  it("puts the length message first, once, before the form's own errors", () => {
    const long = limit('x'.repeat(23));
    expect(withLengthError(['other'], long)).toEqual(['Too long: at most 20 (23 now)', 'other']);
    expect(withLengthError(['Too long: at most 20 (23 now)'], long)).toEqual(['Too long: at most 20 (23 now)']);
    expect(withLengthError(['other'], limit('short'))).toEqual(['other']);
    expect(withLengthError(undefined, undefined)).toEqual([]);
  });

  it('words the counter for assistive technology', () => {
    expect(countText(limit('x'.repeat(23)))).toBe('23 of 20');
  });
});
