import { describe, expect, it } from 'vitest';
import { dialingOptions, defaultDialingCode } from './countries.ts';
import { regionNames } from '../../i18n/region-names.ts';

describe('dialling-code options', () => {
  const countries = [
    { code: 'MM', name: 'Myanmar', dialingCode: '95' },
    { code: 'TH', name: 'Thailand', dialingCode: '66' },
    { code: 'US', name: 'United States', dialingCode: '1' },
    { code: 'CA', name: 'Canada', dialingCode: '1' },
  ];

  it("one option per code, in the platform's order", () => {
    expect(dialingOptions(countries, '95', '95')).toEqual([
      { code: '95', name: 'Myanmar' },
      { code: '66', name: 'Thailand' },
      { code: '1', name: 'United States' },
    ]);
  });

  it("names the countries in the page's language (CLDR at build time), the platform's name where it has none", () => {
    const burmese = regionNames('my');
    expect(dialingOptions(countries, '95', '95', burmese).slice(0, 2)).toEqual([
      { code: '95', name: 'မြန်မာ' },
      { code: '66', name: 'ထိုင်း' },
    ]);
    expect(dialingOptions([{ code: 'XY', name: 'Nowhere', dialingCode: '999' }], '999', '999', burmese)).toEqual([{ code: '999', name: 'Nowhere' }]);
    expect(Object.keys(burmese).length).toBeGreaterThan(240);
  });

  it('without the call (failed or still running) offers the brand default, and the value', () => {
    expect(dialingOptions([], '95', '95')).toEqual([{ code: '95', name: '' }]);
    expect(dialingOptions([], '44', '95')).toEqual([
      { code: '44', name: '' },
      { code: '95', name: '' },
    ]);
    expect(defaultDialingCode()).toBe('95'); // the test brand (lotus)
  });
});
