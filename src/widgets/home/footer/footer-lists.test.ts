import { describe, expect, it } from 'vitest';
import { footerVendors, helpLinks, vendorLogoPath } from './footer-lists.ts';

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

describe('vendorLogoPath', () => {
  it('builds the logo path from the vendor code, 1x and 2x', () => {
    expect(vendorLogoPath('JL')).toBe('vendors/JL/v1-120x48.png');
    expect(vendorLogoPath('JL', 2)).toBe('vendors/JL/v1-240x96.png');
    expect(vendorLogoPath('A/B?c')).toBe('vendors/A%2FB%3Fc/v1-120x48.png');
  });
});

describe('helpLinks', () => {
  it('links each title to its tab of the help centre, by its place in the answer', () => {
    const items = [
      { title: 'How to deposit', content: '<p>…</p>' },
      { title: '  ', content: '' },
      { title: 'Withdrawals ', content: '' },
    ];
    expect(helpLinks(items, '/en/m/help')).toEqual([
      { title: 'How to deposit', href: '/en/m/help?i=0' },
      { title: 'Withdrawals', href: '/en/m/help?i=2' },
    ]);
  });

  it('is empty for no items and for an answer it cannot read', () => {
    expect(helpLinks([], '/m/help')).toEqual([]);
    expect(helpLinks(undefined, '/m/help')).toEqual([]);
    expect(helpLinks([null, { content: 'x' }], '/m/help')).toEqual([]);
  });
});
