/**
 * Server HTML (promotions, announcements, inbox messages, help: the contract's `html` fields) made
 * safe to show. One allow-list policy, two engines, one finishing pass:
 *
 * 1. The engine parses the markup into a detached element of an inert document of a frame that may
 *    run no script (nothing runs, nothing loads, and the page's CSP reports nothing: see
 *    inertDocument) and keeps only the elements the policy names:
 *    - the browser's HTML Sanitizer API (`Element.setHTML` with a `Sanitizer`) where the browser has
 *      it (Chromium 146+, Firefox 148+): no download at all;
 *    - DOMPurify elsewhere, loaded the first time it is needed (about 9 KB gzip, its own chunk), so a
 *      page that shows no server HTML, or a browser with the API, never pays for it.
 * 2. The finishing pass, the same for both engines, applies what neither expresses exactly: wrapper
 *    tags give way to their content, page-level headings become h3, every attribute is checked
 *    against its element's list, pictures must be http(s) or this site's (`javascript:`, `data:` …
 *    never), links pass the one link policy (src/lib/link-policy.ts: this site, or another site of the
 *    brand's allow-list, which opens in a new tab without access to this one), pictures load lazily.
 * 3. Only then are the nodes brought into the page (importNode): what was never allowed never
 *    touches the live document, and no markup is re-parsed (no mutation-XSS round trip).
 *
 * Left out, with their content: scripts, styles, frames, forms and controls, SVG and MathML, media,
 * templates, metadata, comments and every element not listed; inline styles, classes and ids (which
 * could borrow the site's own styles and dialogs) and event handlers. `npm run bench` measures both
 * engines; tests/e2e/sanitizer.spec.ts runs the XSS corpus (tests/support/xss-corpus.ts) through both in Chromium.
 */

import { platformAddress } from './link-policy.ts';

/** Elements kept as they are (with the attributes of ALLOWED_ATTRIBUTES). */
const KEPT = [
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
  'mark',
  'del',
  'ins',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'pre',
  'code',
  'a',
  'img',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
] as const;

/** Top-level headings of server text become h3: the page's own h1 and h2 keep the outline. */
const RENAMED: Readonly<Record<string, string>> = { h1: 'h3', h2: 'h3' };

/** Wrapper and layout elements a platform's editor writes: replaced by their content, so no text is lost. */
const UNWRAPPED = [
  'font',
  'center',
  'big',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'nav',
  'aside',
  'figure',
  'figcaption',
  'label',
  'address',
  'details',
  'summary',
  'picture',
  'abbr',
  'cite',
  'q',
  'time',
] as const;

const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

const KEPT_SET = new Set<string>(KEPT);
const UNWRAPPED_SET = new Set<string>(UNWRAPPED);
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** What happens to an element of this (lower-case) name: kept (perhaps renamed), replaced by its content, or dropped with it. */
export function elementPolicy(tag: string): { keep: string } | 'unwrap' | 'drop' {
  const name = RENAMED[tag] ?? tag;
  if (KEPT_SET.has(name)) return { keep: name };
  return UNWRAPPED_SET.has(tag) ? 'unwrap' : 'drop';
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

function finishAttributes(element: Element, tag: string): void {
  const href = tag === 'a' ? element.getAttribute('href') : null; // judged below, by the link policy
  for (const { name, value } of Array.from(element.attributes)) {
    const allowed =
      attributeAllowed(tag, name) &&
      name !== 'href' && // links: below, through the link policy
      !(name === 'src' && !safeUrl(value, 'image')) &&
      !(NUMERIC.has(name) && !/^\d{1,4}$/.test(value.trim()));
    if (!allowed) element.removeAttribute(name);
  }
  if (tag === 'a') {
    // The one link policy (src/lib/link-policy.ts): a refused address is dropped, the text stays.
    const address = href === null ? null : platformAddress(href, location.href);
    if (address) element.setAttribute('href', address.href);
    else element.removeAttribute('href');
    element.setAttribute('rel', 'noopener noreferrer');
    if (address?.kind === 'external') element.setAttribute('target', '_blank');
  }
  if (tag === 'img') {
    element.setAttribute('loading', 'lazy');
    element.setAttribute('decoding', 'async');
    if (!element.hasAttribute('alt')) element.setAttribute('alt', '');
  }
}

/** The finishing pass over an engine's output, still in the inert document (see the top). */
export function finish(root: DocumentFragment): DocumentFragment {
  const owner = root.ownerDocument;
  // Comments and processing instructions carry nothing a player reads (and `<!--` games in mXSS).
  const strays = owner.createTreeWalker(root, NodeFilter.SHOW_COMMENT | NodeFilter.SHOW_PROCESSING_INSTRUCTION);
  const unwanted: Node[] = [];
  while (strays.nextNode()) unwanted.push(strays.currentNode);
  unwanted.forEach((node) => node.parentNode?.removeChild(node));

  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (!root.contains(element)) continue; // inside something already dropped
    const policy = element.namespaceURI === HTML_NAMESPACE ? elementPolicy(element.localName) : 'drop';
    if (policy === 'drop') element.remove();
    else if (policy === 'unwrap') element.replaceWith(...Array.from(element.childNodes));
    else if (policy.keep !== element.localName) {
      const renamed = owner.createElement(policy.keep);
      renamed.append(...Array.from(element.childNodes));
      element.replaceWith(renamed);
    } else finishAttributes(element, policy.keep);
  }
  return root;
}

// ---- the engines ----

/** The part of the HTML Sanitizer API used here (not yet in TypeScript's DOM types). */
interface SanitizerApi {
  new (config: { elements: readonly { name: string; attributes: readonly string[] }[]; replaceWithChildrenElements: readonly string[] }): object;
}
type SettableElement = Element & { setHTML(html: string, options: { sanitizer: object }): void };

export type Engine = 'sanitizer-api' | 'dompurify';

/** Which engine this browser uses: the built-in API when it has one. */
export function engine(): Engine {
  return 'Sanitizer' in globalThis && 'setHTML' in Element.prototype ? 'sanitizer-api' : 'dompurify';
}

let frame: HTMLIFrameElement | undefined;

/** A hidden same-origin frame that may run no script (`sandbox` without `allow-scripts`), made once. */
function scriptlessFrame(): HTMLIFrameElement {
  if (frame?.isConnected && frame.contentDocument) return frame;
  frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-same-origin');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.hidden = true;
  document.body.append(frame);
  return frame;
}

/**
 * The document server HTML is parsed into: the inert template-contents document of a frame that may
 * run no script. Chromium checks the page's CSP the moment its parser meets an event-handler
 * attribute in any document of a scripting window, even a detached or made-up one
 * (`createHTMLDocument`, `DOMParser`, a `<template>`, `setHTML` itself): each `onerror=` the platform
 * sent became a `script-src-attr` violation in the console and in an operator's CSP reports (issue
 * 34 item 17). In a window without script no handler is ever made, so nothing is checked; its
 * template-contents document loads nothing (no picture of the payload is ever requested).
 */
function inertDocument(): Document {
  const frameDocument = scriptlessFrame().contentDocument!;
  return frameDocument.createElement('template').content.ownerDocument;
}

let apiSanitizer: object | undefined;

function withSanitizerApi(html: string): DocumentFragment {
  const Sanitizer = (globalThis as unknown as { Sanitizer: SanitizerApi }).Sanitizer;
  apiSanitizer ??= new Sanitizer({
    elements: [...KEPT, ...Object.keys(RENAMED)].map((name) => ({ name, attributes: ALLOWED_ATTRIBUTES[name] ?? [] })),
    replaceWithChildrenElements: UNWRAPPED,
  });
  const inert = inertDocument();
  const holder = inert.createElement('div') as unknown as SettableElement;
  holder.setHTML(html, { sanitizer: apiSanitizer });
  const fragment = inert.createDocumentFragment();
  fragment.append(...Array.from(holder.childNodes));
  return fragment;
}

/** DOMPurify, once loaded: later calls wait only for a microtask, not for the module loader. */
let domPurify: Promise<typeof import('dompurify')> | undefined;
let purifier: { window: Window & typeof globalThis; instance: ReturnType<typeof import('dompurify').default> } | undefined;

async function withDomPurify(html: string): Promise<DocumentFragment> {
  const { default: createDOMPurify } = await (domPurify ??= import('dompurify'));
  // Parsed here, into a detached element of the inert document, and cleaned in place by a DOMPurify
  // of the frame's own window (its checks of what a node is are per window). Given the string,
  // DOMPurify would parse it with DOMParser, in the page's own context: see inertDocument.
  const inert = inertDocument();
  const holder = inert.createElement('div');
  holder.innerHTML = html;
  // The frame's window has every constructor of the page's (same origin): only its type is plainer.
  const frameWindow = scriptlessFrame().contentWindow as (Window & typeof globalThis) | null;
  if (!frameWindow) throw new Error('the sanitiser frame has no window');
  if (purifier?.window !== frameWindow) purifier = { window: frameWindow, instance: createDOMPurify(frameWindow) };
  purifier.instance.sanitize(holder, {
    ALLOWED_TAGS: ['#text', ...KEPT, ...Object.keys(RENAMED), ...UNWRAPPED], // text is a "tag" to DOMPurify
    ALLOWED_ATTR: [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: false, // an element not listed goes with its content, as with the API
    IN_PLACE: true, // the nodes of the inert document: never serialised and parsed again
  });
  const fragment = inert.createDocumentFragment();
  fragment.append(...Array.from(holder.childNodes));
  return fragment;
}

/** The safe copy of server HTML, as nodes of the page's document ready to append. */
export async function sanitizeHtml(html: string, use: Engine = engine()): Promise<DocumentFragment> {
  const cleaned = use === 'sanitizer-api' ? withSanitizerApi(html) : await withDomPurify(html);
  return document.importNode(finish(cleaned), true);
}

/** The latest HTML asked of each container: a slower, older answer never overwrites a newer one. */
const latestAsked = new WeakMap<Element, string>();

/**
 * Shows server HTML in `container` (give it the class `server-html`, src/styles/server-html.css),
 * sanitised. The one way any page puts platform HTML on screen. Never throws: HTML that cannot be
 * made safe (or a fallback engine that failed to load) shows as nothing.
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
