import { describe, expect, it } from 'vitest';
import { helpTabIndex } from './help-index.ts';

describe('help tab from ?i= (G §2)', () => {
  it('opens the tab of a whole number within the list', () => {
    expect(helpTabIndex('0', 3)).toBe(0);
    expect(helpTabIndex('2', 3)).toBe(2);
    expect(helpTabIndex('02', 3)).toBe(2);
  });

  it('opens the first tab without i, out of range, or for anything that is not a whole number', () => {
    for (const query of [null, '', '3', '99', '-1', '1.5', 'abc', ' 1', '1e0', '0x1']) expect(helpTabIndex(query, 3), String(query)).toBe(0);
    expect(helpTabIndex('0', 0)).toBe(0); // no articles: the empty state, at index 0
  });
});
