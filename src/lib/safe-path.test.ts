import { describe, expect, it } from 'vitest';
import { sameOriginPath, webAddress } from './safe-path.ts';

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

describe('webAddress', () => {
  it('keeps http(s) addresses only', () => {
    expect(webAddress('https://games.example/play?id=1')).toBe('https://games.example/play?id=1');
    for (const unsafe of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'intent://x#Intent;end', 'not a url']) {
      expect(webAddress(unsafe)).toBeNull();
    }
  });
});
