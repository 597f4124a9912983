import { describe, expect, it } from 'vitest';
import { badgeText } from './unread-badge.ts';

describe('unread badge', () => {
  it('shows the count up to 99, then 99+, and nothing at 0', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(3)).toBe('3');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12_345)).toBe('99+');
  });
});
