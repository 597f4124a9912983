/**
 * The Content-Security-Policy of a built brand: scripts only from the site itself plus the exact
 * inline scripts its pages carry (by SHA-256, never 'unsafe-inline'), and the few other origins the
 * brand's own settings make the site talk to. Used through ./site-headers.ts by `npm start` and by
 * the host files the build writes (`_headers`, nginx), so the tests check what an operator deploys.
 */
import { createHash } from 'node:crypto';
import type { Brand } from '../src/brand/schema.ts';

/**
 * `type` values a browser executes (HTML "prepare the script element"): none or empty (classic),
 * a JavaScript MIME type, `module`, and the JSON kinds the browser still acts on (`importmap`,
 * `speculationrules`), which CSP checks like scripts. Any other type (application/ld+json, …) is a
 * data block: never run, never checked by CSP, so it needs no hash.
 */
const EXECUTED_TYPE =
  /^(?:|module|importmap|speculationrules|(?:application|text)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/;

const SCRIPT_ELEMENT = /<script\b((?:"[^"]*"|'[^']*'|[^'">])*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', double, single, bare] of source.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, double ?? single ?? bare ?? '');
  }
  return attributes;
}

/**
 * The text of every inline script of a document the browser would run, so CSP checks it: without
 * `src`, of an executed type, not empty (an empty one is skipped before CSP is asked; one of only
 * spaces is not). The text as the browser sees it: the HTML parser turns CRLF and CR into LF.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributeSource = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = attributesOf(attributeSource);
    if (attributes.has('src')) continue;
    if (!EXECUTED_TYPE.test((attributes.get('type') ?? '').trim().toLowerCase())) continue;
    if (body) scripts.push(body.replace(/\r\n?/g, '\n'));
  }
  return scripts;
}

/** The CSP source that allows exactly this inline script. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Where Firebase Auth's web SDK sends its calls (@firebase/auth: apiHost and tokenApiHost). */
export const FIREBASE_API_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
/**
 * The pop-up resolver loads Google's gapi loader and frames `https://<authDomain>/__/auth/iframe`.
 * firebase-app.ts hands it to Auth in every real (non-emulator) build, and on phones Auth starts it
 * at once, so every brand with Firebase settings needs both, whatever its social switches say.
 */
export const FIREBASE_GAPI_ORIGIN = 'https://apis.google.com';
/** reCAPTCHA, for Firebase phone verification (Google's reCAPTCHA FAQ: "Content Security Policy"). */
export const RECAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
export const RECAPTCHA_FRAME_SOURCES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

export interface PolicyInput {
  brand: Pick<Brand, 'api' | 'firebase'>;
  /** FIREBASE_AUTH_EMULATOR_HOST the bundle was built for (host:port), or null. */
  emulatorHost: string | null;
  /** Hash sources of every inline script of the site (see ./site-headers.ts: one policy per site). */
  scriptHashes: readonly string[];
}

export function contentSecurityPolicy({ brand, emulatorHost, scriptHashes }: PolicyInput): string {
  const firebase = brand.firebase;
  // An emulator build (tests, the offline demo) talks to the emulator only: no Google origin at all.
  const liveFirebase = firebase && !emulatorHost ? firebase : undefined;
  const phoneByFirebase = Boolean(liveFirebase?.phoneVerification);
  const frames = liveFirebase ? [`https://${liveFirebase.authDomain}`, ...(phoneByFirebase ? RECAPTCHA_FRAME_SOURCES : [])] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...(liveFirebase ? [FIREBASE_GAPI_ORIGIN] : []), ...(phoneByFirebase ? RECAPTCHA_SCRIPT_SOURCES : [])]],
    // Stylesheets are inlined by the build and React sets style attributes; the issue forbids
    // 'unsafe-inline' for scripts only, and inline styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Game icons, banners and promotions come from the platform's image CDNs, which the status call
    // names only at run time (systemStatus imageCDNs): any https image; data: for the captcha image;
    // blob: for the reward form's thumbnails of the player's own pictures (object URLs this page made).
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    [
      'connect-src',
      [
        "'self'",
        ...(brand.api.baseUrl ? [new URL(brand.api.baseUrl).origin] : []),
        ...(firebase ? (emulatorHost ? [`http://${emulatorHost}`] : FIREBASE_API_ORIGINS) : []),
      ],
    ],
    ...(frames.length ? [['frame-src', ["'self'", ...frames]] as [string, string[]]] : []),
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ');
}

/** A policy read back as directive → sources (the tests check policies with it). */
export function policyDirectives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name.toLowerCase(), sources]),
  );
}
