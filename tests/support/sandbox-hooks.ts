/** The sandbox's test hooks (/__sandbox/; the test servers run with SANDBOX_HOOKS=1), from the browser tests. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { HOOK_HEADERS } from '../../scripts/sandbox/handlers/types.ts';
import { FAULT_SCOPE_HEADER, type FaultSpec } from '../../scripts/sandbox/testing/faults.ts';

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
    /** A new real member of the caller's own (the cashier journeys: no other journey sees its money), logged in. */
    member: async (
      fields: { balance?: string; payeeName?: string; paymentPassword?: string; type?: number; parent?: string; password?: string; mobileNum?: string } = {},
    ) => (await post('member', fields)).value,
    /** A new contract offer of `kind` for an agent (default terms), and its contract request field set: the agent home's prompt. */
    contractOffer: async (username: string, kind: 'dailySalary' | 'dividend' | 'hourlySalary') =>
      (await post('contract-offer', { username, kind })).value as { reference: string },
    /** A settled bet of a member on the category's most popular game, a minute ago (or `daysAgo` days before that). */
    teamBet: async (bet: { username: string; gameType: string; amount: string; winLoss: string; daysAgo?: number }) =>
      (await post('team-bet', bet)).value as { id: string; gameName: string },
    /** The contract requests waiting for `username` (the agent home's prompts): each given field its request ('' = none). */
    contractRequest: async (fields: { username: string; daily?: string; dividend?: string; hourly?: string; dividendEnabled?: boolean }) =>
      (await post('contract-request', fields)).value,
    /** A fault every request meets: only for journeys that run alone (gate.spec.ts); the others use pageFaults. */
    fault: (fault: FaultSpec) => post('fault', fault),
    /** Every piece of platform HTML (announcements, help, inbox) becomes `html` until the next reset. */
    serverHtml: (html: string) => post('server-html', { html }),
    /** Every banner's target, launch answer's url and live chat answer's chatUrl become these until the next reset. */
    addresses: (addresses: { banner?: string; launch?: string; chat?: string }) => post('addresses', addresses),
    clearFaults: async () => expect((await request.delete(`${base}/__sandbox/fault`, { headers: HOOK_HEADERS })).ok()).toBe(true),
  };
}

/**
 * Faults only this page meets: its requests carry a scope of their own (FAULT_SCOPE_HEADER), so a
 * journey running beside it on the same sandbox never takes the fault, nor clears it.
 */
export async function pageFaults(page: Page, base: string) {
  const scope = crypto.randomUUID();
  await page.setExtraHTTPHeaders({ [FAULT_SCOPE_HEADER]: scope });
  const hooks = sandbox(page.request, base);
  return {
    fault: (fault: Omit<FaultSpec, 'scope'>) => hooks.fault({ ...fault, scope }),
    clearFaults: async () => expect((await page.request.delete(`${base}/__sandbox/fault?scope=${scope}`, { headers: HOOK_HEADERS })).ok()).toBe(true),
  };
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

/**
 * Asks for an SMS code through the bot check (src/widgets/form/sms-bot-check.tsx), as a player
 * does: Get code, the picture check shows (a captcha, its answer read from the hook), Get code
 * again. First the address's SMS tally is forgotten (POST sms-limits/reset): the journeys share
 * 127.0.0.1 and would trip the per-address limit together; per-number limits stay on.
 */
export async function sendSmsCode(page: Page, base: string, text: { form: { sms: { send: string }; smsCheck: { label: string } } }): Promise<void> {
  const reset = await page.request.post(`${base}/__sandbox/sms-limits/reset`, { data: {}, headers: HOOK_HEADERS });
  expect(reset.ok()).toBe(true);
  const key = page
    .waitForResponse((response) => new URL(response.url()).pathname.endsWith('/captcha') && response.request().method() === 'GET')
    .then(async (response) => ((await response.json()) as { value: { captchaKey: string } }).value.captchaKey);
  const getCode = page.getByRole('button', { name: text.form.sms.send });
  await getCode.click();
  const check = page.getByRole('textbox', { name: text.form.smsCheck.label });
  await expect(check).toBeFocused();
  await check.fill(await captchaAnswer(page.request, base, await key));
  await getCode.click();
}
