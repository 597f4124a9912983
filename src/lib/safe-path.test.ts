import { describe, expect, it } from 'vitest';
import { REFUSED_ADDRESSES } from './refused-addresses.fixture.ts';
import { allowedAddress, sameOriginPath } from './safe-path.ts';

const origin = 'https://brand.example';

/** Where the browser would really go if a page assigned `path` to location. */
const landing = (path: string) => new URL(path, `${origin}/m/home`);

describe('sameOriginPath: only ever a path of this site', () => {
  it('keeps paths, queries and fragments of this site', () => {
    expect(sameOriginPath('/m/home', origin)).toBe('/m/home');
    expect(sameOriginPath('/en/m/login?next=1#top', origin)).toBe('/en/m/login?next=1#top');
    expect(sameOriginPath(`${origin}/m/member/home`, origin)).toBe('/m/member/home');
    expect(sameOriginPath('/', origin)).toBe('/');
  });

  // Each of these once sent, or could send, a player off the site from a brand's own page.
  const hostile: [string, string | null][] = [
    ['//evil.example/', '/evil.example/'],
    ['//m/home', '/m/home'],
    ['/\\evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['\\/evil.example', '/evil.example'],
    ['///evil.example', '/evil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/.//evil.example', '/evil.example'],
    ['/./\\evil.example', '/evil.example'],
    [' //evil.example', '/evil.example'],
    ['\t//evil.example', '/evil.example'],
    ['/\t/evil.example', '/evil.example'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['java\nscript:alert(1)', null],
    ['\u0000javascript:alert(1)', null],
    [' javascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['vbscript:msgbox(1)', null],
    ['https://brand.evil.example', null],
    ['https://brand.example.evil.example/m/home', null],
    ['https://brand.example@evil.example/', null],
    ['http://brand.example/m/home', null], // another scheme is another origin
    ['https:evil.example', '/evil.example'], // same scheme, no slashes: a relative path of this site
    ['http:\\\\evil.example', null],
    ['', null],
    ['   ', null],
  ];

  it.each(hostile)('%j → %j', (input, expected) => {
    const path = sameOriginPath(input, origin);
    expect(path).toBe(expected);
    if (path !== null) expect(landing(path).origin).toBe(origin);
  });

  it('works when serialised into an inline script, as the pre-paint script uses it', () => {
    const revived = new Function(`return (${sameOriginPath.toString()})`)() as typeof sameOriginPath;
    for (const [input, expected] of hostile) expect(revived(input, origin)).toBe(expected);
  });
});

describe('allowedAddress: the one link policy', () => {
  const site = 'https://brand.example';
  const policy = { origin: site, allowedOrigins: ['https://games.example', 'https://chat.example:8443'] };

  it('keeps paths of this site on the site, however written', () => {
    expect(allowedAddress('/m/activity?id=401#top', policy)).toEqual({ kind: 'site', href: '/m/activity?id=401#top' });
    expect(allowedAddress(`${site}/m/lottery`, policy)).toEqual({ kind: 'site', href: '/m/lottery' });
    expect(allowedAddress(' /m/set ', policy)).toEqual({ kind: 'site', href: '/m/set' });
    expect(allowedAddress('notice?id=3', { ...policy, base: `${site}/m/notice` })).toEqual({ kind: 'site', href: '/m/notice?id=3' });
  });

  it('opens another site only when it is on the allow-list, over http(s)', () => {
    expect(allowedAddress('https://games.example/play?id=1', policy)).toEqual({ kind: 'external', href: 'https://games.example/play?id=1' });
    expect(allowedAddress('HTTPS://Chat.Example:8443/room', policy)).toEqual({ kind: 'external', href: 'https://chat.example:8443/room' });
    expect(allowedAddress('/play/1', { ...policy, base: 'https://games.example/' })).toEqual({ kind: 'external', href: 'https://games.example/play/1' });
    expect(allowedAddress('https://evil.example/', policy)).toBeNull();
    expect(allowedAddress('http://games.example/', policy)).toBeNull(); // another scheme is another origin
    expect(allowedAddress('https://chat.example/', policy)).toBeNull(); // another port too
  });

  it.each(REFUSED_ADDRESSES)('%j goes nowhere', (url) => {
    expect(allowedAddress(url, policy)).toBeNull();
    expect(allowedAddress(url, { ...policy, allowedOrigins: [...policy.allowedOrigins, 'https://evil.example', site] })).toBeNull();
  });
});
