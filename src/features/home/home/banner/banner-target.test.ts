import { describe, expect, it } from 'vitest';
import { REFUSED_ADDRESSES } from '../../../../lib/refused-addresses.fixture.ts';
import { bannerTarget, inPageLanguage } from './banner-target.ts';

const origin = 'https://brand.example';
const policy = { origin, allowedOrigins: ['https://evil.example', 'https://partner.example', 'http://partner.example', 'http://brand.example'] };

describe('bannerTarget: what a tap on a banner may open', () => {
  it('opens a path of this site in this tab, query and fragment kept', () => {
    expect(bannerTarget('/m/activity?id=401', policy)).toEqual({ kind: 'page', href: '/m/activity?id=401' });
    expect(bannerTarget('/m/help#top', policy)).toEqual({ kind: 'page', href: '/m/help#top' });
    expect(bannerTarget(' /m/set ', policy)).toEqual({ kind: 'page', href: '/m/set' }); // as the browser trims it
    expect(bannerTarget(`${origin}/m/lottery`, policy)).toEqual({ kind: 'page', href: '/m/lottery' });
  });

  it('opens an http(s) address of another site of the allow-list in a new tab', () => {
    expect(bannerTarget('https://evil.example', policy)).toEqual({ kind: 'newTab', href: 'https://evil.example/' });
    expect(bannerTarget('https://partner.example/terms?x=1', policy)).toEqual({ kind: 'newTab', href: 'https://partner.example/terms?x=1' });
    expect(bannerTarget('http://partner.example/', policy)).toEqual({ kind: 'newTab', href: 'http://partner.example/' });
    expect(bannerTarget('HTTPS://Partner.Example/A', policy)).toEqual({ kind: 'newTab', href: 'https://partner.example/A' });
    // This site under another scheme is another origin: still only a new tab.
    expect(bannerTarget('http://brand.example/m/home', policy)).toEqual({ kind: 'newTab', href: 'http://brand.example/m/home' });
  });

  it.each([
    ...REFUSED_ADDRESSES,
    'https://unlisted.example/', // another site, not on the brand's allow-list
    'http://user:pass@partner.example/',
  ])('%j opens nothing', (url) => {
    expect(bannerTarget(url, policy)).toBeNull();
  });

  it('takes addresses of this site over http too (the test servers)', () => {
    expect(bannerTarget('/m/notice', { ...policy, origin: 'http://127.0.0.1:4510' })).toEqual({ kind: 'page', href: '/m/notice' });
    expect(bannerTarget('https://evil.example', { ...policy, origin: 'http://127.0.0.1:4510' })).toEqual({ kind: 'newTab', href: 'https://evil.example/' });
  });
});

describe('inPageLanguage', () => {
  it("puts the spec's routes under the page's language prefix, and nothing else", () => {
    expect(inPageLanguage('/m/activity?id=401', '/en')).toBe('/en/m/activity?id=401');
    expect(inPageLanguage('/m', '/en')).toBe('/en/m');
    expect(inPageLanguage('/m/activity?id=401', '')).toBe('/m/activity?id=401');
    expect(inPageLanguage('/media/flyer', '/en')).toBe('/media/flyer');
    expect(inPageLanguage('/offline', '/en')).toBe('/offline');
  });
});
