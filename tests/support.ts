/** Shared by the browser tests: brand facts, per-project server URLs, sandbox hooks. */
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { HOOK_HEADERS } from '../scripts/sandbox/handlers/types.ts';
import { loadBrand } from '../src/brand/load.ts';
import type { Brand } from '../src/brand/schema.ts';
import type { LanguageCode } from '../src/constants.ts';
import { resources } from '../src/i18n/index.ts';
import { localePath } from '../src/shell/routes.ts';

export { resources };

export function brandUrl(testInfo: TestInfo, brand: string): string {
  const urls = testInfo.project.metadata.urls as Record<string, string> | undefined;
  const url = urls?.[brand] ?? testInfo.project.use.baseURL;
  if (!url) throw new Error(`no server for brand ${brand} in project ${testInfo.project.name}`);
  return url;
}

export const brandOf = (id: string): Brand => loadBrand(id);

/** Absolute URL of a spec path in a brand language. */
export function pageUrl(base: string, brand: Brand, path: string, language: LanguageCode = brand.defaultLanguage): string {
  return base + localePath(path, language, brand.defaultLanguage);
}

export type FaultSpec = { call: string; latencyMs?: number; httpStatus?: number; malformed?: boolean; drop?: boolean; times?: number };

/** GET a sandbox test hook (/__sandbox/<path>; the servers run with SANDBOX_HOOKS=1) and answer its value. */
export async function hookValue<T>(request: APIRequestContext, base: string, path: string): Promise<T> {
  const response = await request.get(`${base}/__sandbox/${path}`, { headers: HOOK_HEADERS });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { value: T }).value;
}

/** The sandbox's test hooks (/__sandbox/), on the same origin as the site. */
export function sandbox(request: APIRequestContext, base: string) {
  const post = async (path: string, data: unknown) => {
    const response = await request.post(`${base}/__sandbox/${path}`, { data, headers: HOOK_HEADERS });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  return {
    reset: () => post('reset', {}),
    setStatus: (status: { maintenance?: boolean; regionRestriction?: boolean }) => post('status', status),
    /** A session for a seeded demo member, as login would store it. */
    session: async (username: string) => (await post('session', { username })).value,
    fault: (fault: FaultSpec) => post('fault', fault),
    clearFaults: async () => expect((await request.delete(`${base}/__sandbox/fault`, { headers: HOOK_HEADERS })).ok()).toBe(true),
  };
}

/** Puts values into localStorage before any page script runs (as an earlier visit would have). */
export async function seedStorage(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('__seeded')) return; // only before the first page of the test
    sessionStorage.setItem('__seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

/** Waits until the status gate has settled (no splash) and fonts are in. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveClass(/awaiting-status/);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Pastes `text` into a field as a player would (the clipboard, then Ctrl/Cmd+V): unlike fill(),
 * this goes through the browser's own paste, so a maxlength on the input would cut it.
 */
export async function paste(page: Page, field: Locator, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await field.press('ControlOrMeta+A');
  await field.press('ControlOrMeta+V');
}

/** The length message of the form kit (form.length.tooLong) in a language's texts. */
export const tooLongText = (texts: (typeof resources)[LanguageCode], length: number, max: number) =>
  texts.form.length.tooLong.replace('{{max}}', String(max)).replace('{{length}}', String(length));

/** A fresh user name (letters, digits, underscore; at most 20): every test account is new. */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.slice(0, 20);

/** A fresh Myanmar-style national number (10 digits, never a demo number). */
export const uniqueMobile = () => `96${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Resolves with the key of the next captcha the page loads (from the page's own captcha call). */
export function nextCaptchaKey(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => new URL(response.url()).pathname.endsWith('/captcha') && response.request().method() === 'GET')
    .then(async (response) => ((await response.json()) as { value: { captchaKey: string } }).value.captchaKey);
}

/** The answer of a captcha, by its key (GET /__sandbox/captcha/:key). */
export async function captchaAnswer(request: APIRequestContext, base: string, key: string): Promise<string> {
  return (await hookValue<{ answer: string }>(request, base, `captcha/${encodeURIComponent(key)}`)).answer;
}

/** What the sandbox "sent" to `to` (a phone as +959…, or an e-mail address), newest first. */
export const outbox = (request: APIRequestContext, base: string, to: string) =>
  hookValue<{ kind: string; code?: string; createdAt: number }[]>(request, base, `outbox?to=${encodeURIComponent(to)}`);

/** The newest SMS code the sandbox sent to `to` (e.g. +959612345678), waiting for it to arrive. */
export async function smsCode(request: APIRequestContext, base: string, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      code = (await outbox(request, base, to)).find((message) => message.kind === 'sms' && message.code)?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** Collects every CSP violation of the page's documents from now on, as readable lines. */
export async function watchCsp(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.exposeFunction('__reportCspViolation', (line: string) => found.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation;
      void report(`${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) found.push(`console ${message.type()} on ${new URL(page.url()).pathname}: ${message.text()}`);
  });
  return found;
}
