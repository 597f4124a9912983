import { describe, expect, it } from 'vitest';
import { attributeAllowed, elementPolicy, safeUrl } from './sanitize-html.ts';

// Both engines and the finishing pass run in Chromium in tests/e2e/sanitizer.spec.ts (the XSS corpus of
// tests/support/xss-corpus.ts); here, the rules they apply.
describe('server HTML rules', () => {
  it('keeps text markup, renames page-level headings, unwraps editor wrappers, drops everything else with its content', () => {
    expect(elementPolicy('p')).toEqual({ keep: 'p' });
    expect(elementPolicy('a')).toEqual({ keep: 'a' });
    expect(elementPolicy('h1')).toEqual({ keep: 'h3' });
    expect(elementPolicy('h2')).toEqual({ keep: 'h3' });
    for (const tag of ['font', 'center', 'section', 'figure', 'picture']) expect(elementPolicy(tag), tag).toBe('unwrap');
    for (const tag of ['script', 'style', 'iframe', 'object', 'svg', 'math', 'form', 'button', 'template', 'dialog', 'noscript', 'custom-widget', 'marquee'])
      expect(elementPolicy(tag), tag).toBe('drop');
  });

  it('allows only the listed attributes: no handlers, styles, classes or ids', () => {
    expect(attributeAllowed('a', 'href')).toBe(true);
    expect(attributeAllowed('img', 'src')).toBe(true);
    expect(attributeAllowed('td', 'colspan')).toBe(true);
    for (const attribute of ['onclick', 'onerror', 'style', 'class', 'id', 'target', 'srcdoc', 'formaction']) {
      expect(attributeAllowed('a', attribute), attribute).toBe(false);
      expect(attributeAllowed('img', attribute), attribute).toBe(false);
    }
    expect(attributeAllowed('p', 'href')).toBe(false);
  });

  it('links and pictures go only to http(s) or this site; links also to mail and phone', () => {
    for (const url of ['https://example.com/a', 'http://example.com', '//cdn.example.com/x.png', '/m/activity?id=1', 'promo.png', '#top']) {
      expect(safeUrl(url, 'link'), url).toBe(true);
      expect(safeUrl(url, 'image'), url).toBe(true);
    }
    expect(safeUrl('mailto:help@example.com', 'link')).toBe(true);
    expect(safeUrl('tel:+959750000001', 'link')).toBe(true);
    expect(safeUrl('mailto:help@example.com', 'image')).toBe(false);
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' java\tscript:alert(1)',
      'java\u0000script:x',
      'data:text/html,<b>',
      'vbscript:x',
      'blob:https://x/1',
    ]) {
      expect(safeUrl(url, 'link'), JSON.stringify(url)).toBe(false);
      expect(safeUrl(url, 'image'), JSON.stringify(url)).toBe(false);
    }
  });
});
