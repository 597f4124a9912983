/**
 * Server HTML (announcements, promotions, help: the contract's `html` fields) made safe to show.
 * An allow-list: the markup is parsed in an inert document (DOMParser: nothing runs, nothing loads)
 * and rebuilt element by element in the page's document, each with only the attributes and
 * addresses the list allows. Whatever is not on the list is left out: scripts, styles, frames,
 * forms, event handlers, inline styles, classes and ids (which could borrow the site's own styles
 * and dialogs), and links or pictures with a scheme other than http(s) (javascript:, data: …).
 * Unknown elements give way to their content, so a platform's wrapper tags never hide its text.
 */

/** Elements kept as they are (with the attributes of ALLOWED_ATTRIBUTES). */
const KEPT = new Set([
  'p',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
]);

/** Top-level headings of server text become h3: the page's own h1 and h2 keep the outline. */
const RENAMED: Readonly<Record<string, string>> = { h1: 'h3', h2: 'h3' };

/** Elements dropped with everything inside them (code, embedded documents, controls, metadata). */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'dialog',
]);

const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

/** What happens to an element of this (lower-case) name: kept (perhaps renamed), dropped with its content, or replaced by its content. */
export function elementPolicy(tag: string): { keep: string } | 'drop' | 'unwrap' {
  const name = RENAMED[tag] ?? tag;
  if (KEPT.has(name)) return { keep: name };
  return DROPPED.has(tag) ? 'drop' : 'unwrap';
}

/** Whether an attribute of an element may stay (before its value is checked). */
export function attributeAllowed(tag: string, attribute: string): boolean {
  return ALLOWED_ATTRIBUTES[tag]?.includes(attribute) ?? false;
}

/**
 * Whether an address may be linked to or loaded: http(s) absolute or protocol-relative, or a path
 * of this site (relative), or for links also mailto: and tel:. Control characters and spaces inside
 * a scheme (`java\tscript:`) are what browsers ignore, so they are ignored here too before judging.
 */
export function safeUrl(value: string, use: 'link' | 'image'): boolean {
  // eslint-disable-next-line no-control-regex -- the point: browsers drop these inside a scheme
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z\d+.-]*):/.exec(compact)?.[1];
  if (scheme === undefined) return true; // relative, or //host (http(s) of the page's scheme)
  if (scheme === 'http' || scheme === 'https') return true;
  return use === 'link' && (scheme === 'mailto' || scheme === 'tel');
}

/** Numeric sizes only (width, height, colspan, rowspan): no `100%;position:fixed` tricks. */
const NUMERIC = new Set(['width', 'height', 'colspan', 'rowspan']);

function copyAttributes(from: Element, to: Element, tag: string): void {
  for (const { name, value } of Array.from(from.attributes)) {
    const attribute = name.toLowerCase();
    if (!attributeAllowed(tag, attribute)) continue;
    if (attribute === 'href' && !safeUrl(value, 'link')) continue;
    if (attribute === 'src' && !safeUrl(value, 'image')) continue;
    if (NUMERIC.has(attribute) && !/^\d{1,4}$/.test(value.trim())) continue;
    to.setAttribute(attribute, value);
  }
  if (tag === 'a') to.setAttribute('rel', 'noopener noreferrer');
  if (tag === 'img') {
    to.setAttribute('loading', 'lazy');
    to.setAttribute('decoding', 'async');
    if (!to.hasAttribute('alt')) to.setAttribute('alt', '');
  }
}

function cleanChildren(from: Node, to: Node, target: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(target.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = child as Element;
    const policy = elementPolicy(element.localName);
    if (policy === 'drop') continue;
    if (policy === 'unwrap') {
      cleanChildren(element, to, target);
      continue;
    }
    const copy = target.createElement(policy.keep);
    copyAttributes(element, copy, policy.keep);
    cleanChildren(element, copy, target);
    to.appendChild(copy);
  }
}

/** The safe copy of server HTML, as nodes of the page's document ready to append. */
export async function sanitizeHtml(html: string): Promise<DocumentFragment> {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const fragment = document.createDocumentFragment();
  cleanChildren(parsed.body, fragment, document);
  return fragment;
}

/** The latest HTML asked of each container: a slower, older answer never overwrites a newer one. */
const latestAsked = new WeakMap<Element, string>();

/**
 * Shows server HTML in `container` (give it the class `server-html`, src/styles/server-html.css),
 * sanitised. The one way any page puts platform HTML on screen. Never throws: HTML that cannot be
 * made safe shows as nothing.
 */
export async function showServerHtml(container: Element, html: string): Promise<void> {
  latestAsked.set(container, html);
  let safe: DocumentFragment;
  try {
    safe = await sanitizeHtml(html);
  } catch {
    safe = document.createDocumentFragment();
  }
  if (latestAsked.get(container) === html) container.replaceChildren(safe);
}
