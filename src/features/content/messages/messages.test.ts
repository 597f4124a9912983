import { describe, expect, it } from 'vitest';
import { chatAddress, entryDecision, hasMorePages, previewText } from './messages.ts';

describe('message centre entries (G §6)', () => {
  it('guests log in for announcements, inbox and live chat', () => {
    for (const entry of ['announcements', 'inbox', 'liveChat'] as const) expect(entryDecision(entry, undefined)).toBe('login');
  });
  it('trial accounts (type 4) are refused the inbox and live chat, not the announcements', () => {
    expect(entryDecision('inbox', { type: 4 })).toBe('trialRefused');
    expect(entryDecision('liveChat', { type: 4 })).toBe('trialRefused');
    expect(entryDecision('announcements', { type: 4 })).toBe('go');
  });
  it('members and agents go', () => {
    for (const type of [0, 1, 2, 40, 41, 42]) expect(entryDecision('liveChat', { type })).toBe('go');
  });
});

describe('chatAddress', () => {
  const base = { origin: 'https://brand.example', allowedOrigins: ['https://chat.example', 'http://chat.example'], platformBase: 'https://platform.example/' };
  it('takes absolute http(s) addresses of the allow-list as they are', () => {
    expect(chatAddress('https://chat.example/room?x=1', base)).toBe('https://chat.example/room?x=1');
    expect(chatAddress('http://chat.example/', base)).toBe('http://chat.example/');
  });
  it('resolves a path against the platform (when the platform is an allowed site)', () => {
    expect(chatAddress('/__sandbox/chat?language=EN', { ...base, allowedOrigins: ['https://platform.example'] })).toBe(
      'https://platform.example/__sandbox/chat?language=EN',
    );
  });
  it('gives a path of this site as an address of this site', () => {
    expect(chatAddress('/m/message', { ...base, platformBase: 'https://brand.example/' })).toBe('https://brand.example/m/message');
  });
  it('refuses every other scheme, site, form and nonsense', () => {
    for (const bad of [
      'https://evil.example/chat',
      'http://user:pass@evil.example/',
      'https://chat.example:443@evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<p>x</p>',
      'intent://x#Intent;end',
      'ftp://x.example/',
      '',
      '   ',
      'http://[bad',
    ])
      expect(chatAddress(bad, base), bad).toBeNull();
  });
});

describe('previewText', () => {
  it('is the text of the HTML on one line, without scripts or tags', () => {
    expect(previewText('<p>Ten <em>new</em>\n slots &amp; more</p><script>alert(1)</script><img src=x onerror="alert(2)">')).toBe('Ten new slots & more');
  });
  it('is cut with an ellipsis at the limit', () => {
    expect(previewText(`<p>${'a'.repeat(200)}</p>`, 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('paging', () => {
  it('more pages exist while the page is below totalPages', () => {
    expect(hasMorePages(1, 2)).toBe(true);
    expect(hasMorePages(2, 2)).toBe(false);
    expect(hasMorePages(1, 0)).toBe(false);
  });
});
