import { describe, expect, it } from 'vitest';
import { footerVendors, helpLinks } from './footer-lists.ts';
import { routePath } from '../../../../shell/paths.ts';

describe('footerVendors', () => {
  it('lists every vendor once, in the categories’ order', () => {
    const categories = [
      {
        category: 'RNG',
        vendors: [
          { vassalage: 'JL', displayName: 'JL Gaming' },
          { vassalage: 'PG', displayName: 'PG Soft' },
        ],
      },
      {
        category: 'FISH',
        vendors: [
          { vassalage: 'JL', displayName: 'JL Gaming' },
          { vassalage: 'FC', displayName: 'Fa Chai' },
        ],
      },
      { category: 'LIVE', vendors: [] },
    ];
    expect(footerVendors(categories).map((vendor) => vendor.vassalage)).toEqual(['JL', 'PG', 'FC']);
    expect(footerVendors([])).toEqual([]);
  });
});

describe('helpLinks', () => {
  it('links each title to its tab of the help centre, by its place in the answer', () => {
    const items = [
      { title: 'How to deposit', content: '<p>…</p>' },
      { title: '  ', content: '' },
      { title: 'Withdrawals ', content: '' },
    ];
    expect(helpLinks(items, routePath('help', '/en'))).toEqual([
      { title: 'How to deposit', href: '/en/m/help?i=0' },
      { title: 'Withdrawals', href: '/en/m/help?i=2' },
    ]);
  });

  it('is empty for no items and for an answer it cannot read', () => {
    expect(helpLinks([], routePath('help'))).toEqual([]);
    expect(helpLinks(undefined, routePath('help'))).toEqual([]);
    expect(helpLinks([null, { content: 'x' }], routePath('help'))).toEqual([]);
  });
});
