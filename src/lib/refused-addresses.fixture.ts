/**
 * Addresses the site's link policy (./safe-path.ts allowedAddress) refuses whatever its allow-list,
 * for the tests of every surface that follows a platform's address (./safe-path.test.ts, home
 * banners). Each would run script in the page, hand the tab to another site without saying so
 * (user info, protocol-relative and backslash forms), or is nobody's intent: the forms of issue 21
 * item 17, and the old ones of every surface.
 */
export const REFUSED_ADDRESSES: readonly (string | null | undefined)[] = [
  'http://user:pass@evil.example/',
  'https://user@games.example/',
  'https://@games.example/',
  'https://brand.example:443@evil.example/',
  'https://brand.example@evil.example/',
  'https://games.example:443@evil.example/m/home',
  'https://brand.example:8080@evil.example/',
  '//evil.example',
  ' //evil.example',
  '/\\evil.example',
  '\\\\evil',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '//brand.example/m/home', // protocol-relative to this very site: a gate would read /brand.example/m/home
  '/.//evil.example',
  'https:\\\\evil.example',
  'https:/\\evil.example/',
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  '\u0000javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'intent://scan#Intent;scheme=zxing;end',
  'file:///etc/passwd',
  'blob:https://brand.example/0d1c',
  'mailto:help@brand.example',
  'ftp://games.example/',
  'https://',
  'http://[::1',
  'https://exa mple.com',
  '',
  '   ',
  null,
  undefined,
];
