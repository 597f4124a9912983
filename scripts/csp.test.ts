// csp.ts: which inline scripts a browser checks, their hashes, and the policy a brand's settings give.
import { describe, expect, it } from 'vitest';
import { loadBrand } from '../src/brand/load.ts';
import {
  contentSecurityPolicy,
  FIREBASE_API_ORIGINS,
  FIREBASE_GAPI_ORIGIN,
  inlineScripts,
  policyDirectives,
  RECAPTCHA_FRAME_SOURCES,
  RECAPTCHA_SCRIPT_SOURCES,
  scriptHashSource,
} from './csp.ts';

describe('inlineScripts', () => {
  it('keeps every inline script the browser runs and checks, and nothing else', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">b()</script>',
      '<script type="text/javascript">c()</script>',
      '<script type=" Application/X-JavaScript ">d()</script>',
      '<script type="importmap">{"imports":{}}</script>', // import maps are checked against script-src too
      '<script type="speculationrules">{"prerender":[]}</script>',
      '<script id="x" data-note="a > b">e()</script>', // a > inside a quoted attribute
      '<SCRIPT>\nf()\n</SCRIPT >',
      '<script> </script>', // only spaces: still checked (and blocked without its hash)
      '<script></script>', // empty: skipped before CSP is asked
      '<script type="module" src="/x.js"></script>',
      '<script src=/y.js>ignored()</script>',
      '<script type="application/json">{"g":1}</script>',
      '<script type="application/ld+json">{"h":1}</script>',
      '<script type="text/template"><p></p></script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()', 'd()', '{"imports":{}}', '{"prerender":[]}', 'e()', '\nf()\n', ' ']);
  });

  it("reads line ends as the HTML parser does (CRLF and CR become LF), so the hash matches the browser's", () => {
    expect(inlineScripts('<script>a()\r\nb()\rc()</script>')).toEqual(['a()\nb()\nc()']);
  });
});

describe('scriptHashSource', () => {
  it("is the SHA-256 source of the exact text (the CSP specification's own example)", () => {
    expect(scriptHashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(scriptHashSource("alert('Hello, world.'); ")).not.toBe(scriptHashSource("alert('Hello, world.');"));
  });
});

describe('contentSecurityPolicy', () => {
  const hashes = [scriptHashSource('a()'), scriptHashSource('b()')];
  const lotus = loadBrand('lotus'); // Firebase settings, platform on the same origin
  const harbor = loadBrand('harbor'); // Firebase phone verification
  const pebble = loadBrand('pebble'); // no Firebase
  const policy = (brand: Parameters<typeof contentSecurityPolicy>[0]['brand'], emulatorHost: string | null = null) =>
    policyDirectives(contentSecurityPolicy({ brand, emulatorHost, scriptHashes: hashes }));

  it("runs only the site's own scripts and the hashed inline ones: no unsafe-inline, no eval", () => {
    for (const brand of [lotus, harbor, pebble]) {
      const scripts = policy(brand).get('script-src')!;
      expect(scripts.slice(0, 3)).toEqual(["'self'", ...hashes]);
      expect(scripts.filter((source) => source.startsWith("'unsafe") || source === '*' || source === 'https:')).toEqual([]);
    }
  });

  it('locks down everything else an attacker could use', () => {
    const directives = policy(pebble);
    expect(Object.fromEntries(directives)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", ...hashes],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'connect-src': ["'self'"],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('lets the pages call the platform where the brand file puts it (its origin only)', () => {
    const elsewhere = { ...pebble, api: { ...pebble.api, baseUrl: 'https://api.casino.example/v2' } };
    expect(policy(elsewhere).get('connect-src')).toEqual(["'self'", 'https://api.casino.example']);
  });

  it("with Firebase settings: its API, the pop-up resolver's gapi loader and auth-domain frame; reCAPTCHA only for phone codes", () => {
    const social = policy(lotus);
    expect(social.get('connect-src')).toEqual(["'self'", ...FIREBASE_API_ORIGINS]);
    expect(social.get('script-src')).toEqual(["'self'", ...hashes, FIREBASE_GAPI_ORIGIN]);
    expect(social.get('frame-src')).toEqual(["'self'", `https://${lotus.firebase!.authDomain}`]);

    const phone = policy(harbor);
    expect(phone.get('script-src')).toEqual(["'self'", ...hashes, FIREBASE_GAPI_ORIGIN, ...RECAPTCHA_SCRIPT_SOURCES]);
    expect(phone.get('frame-src')).toEqual(["'self'", `https://${harbor.firebase!.authDomain}`, ...RECAPTCHA_FRAME_SOURCES]);
  });

  it('an emulator build reaches that emulator and no Google origin; a brand without Firebase never the emulator', () => {
    for (const brand of [lotus, harbor]) {
      const directives = policy(brand, '127.0.0.1:9099');
      expect(directives.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9099']);
      expect(directives.get('script-src')).toEqual(["'self'", ...hashes]);
      expect(directives.has('frame-src')).toBe(false);
    }
    expect(policy(pebble, '127.0.0.1:9099').get('connect-src')).toEqual(["'self'"]);
  });
});
