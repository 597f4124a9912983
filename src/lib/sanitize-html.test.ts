import { describe, expect, it } from 'vitest';
import { attributeAllowed, elementPolicy, safeUrl } from './sanitize-html.ts';

// The DOM walk itself runs in the browser journey (tests/e2e/home-extras.spec.ts: a pop-up whose
// content carries a script, an event handler and a javascript: link); here, the rules it applies.
describe('server HTML rules', () => {
  it('keeps text markup, renames page-level headings, drops code and controls with their content, unwraps the rest', () => {
    expect(elementPolicy('p')).toEqual({ keep: 'p' });
    expect(elementPolicy('a')).toEqual({ keep: 'a' });
    expect(elementPolicy('h1')).toEqual({ keep: 'h3' });
    expect(elementPolicy('h2')).toEqual({ keep: 'h3' });
    for (const tag of ['script', 'style', 'iframe', 'object', 'svg', 'form', 'button', 'template', 'dialog']) expect(elementPolicy(tag), tag).toBe('drop');
    for (const tag of ['font', 'center', 'section', 'custom-widget']) expect(elementPolicy(tag), tag).toBe('unwrap');
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
