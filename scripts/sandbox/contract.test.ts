// The contract guarantees of the sandbox platform (src/contract/): every call exists end to end,
// and a valid request for it — built from seeded data, the way the site builds it — answers
// `success: true` with a value its response schema accepts. Fresh database per test, so calls that
// change state (logout, changePassword, register …) cannot break the others.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALLS, ENCRYPTION_HEADER, ENCRYPTION_SCHEME, type CallId } from '../../src/contract/calls.ts';
import { envelope, SCHEMAS, type Announcement, type Game, type RequestOf, type ValueOf } from '../../src/contract/schemas.ts';
import { encryptBody } from '../../src/lib/body-crypto.ts';
import { createSandbox, handlers, type Sandbox } from './app.ts';
import { ACCOUNT_SEEDS, DEMO_DIALING_CODE, DEMO_PASSWORD } from './data/accounts.ts';

const CALL_IDS = Object.keys(CALLS) as CallId[];
const BRAND_ID = 'lotus';
const LANGUAGE = 'EN';
/** The seeded member most calls run as (scripts/sandbox/data/accounts.ts: every demo e-mail is <user>@example.com). */
const DEMO_MEMBER = { username: 'demo_member', mobileNum: ACCOUNT_SEEDS.demo_member!.mobileNum, email: 'demo_member@example.com' };
/** A number no seeded member has, for registrations. */
const NEW_MOBILE = '9751234567';
/** 1×1 transparent PNG: the smallest picture a reward application can carry. */
const TINY_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let dir: string;
/** A freshly seeded database, copied for each test: seeding (1,200 games, password hashes) takes ~100 ms. */
let seeded: string;
let testCount = 0;
let sandbox: Sandbox;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-contract-'));
  seeded = join(dir, 'seeded.sqlite');
  createSandbox({ dbFile: seeded, brandId: BRAND_ID }).close(); // closing checkpoints the WAL into the file
});

beforeEach(() => {
  const dbFile = join(dir, `test-${++testCount}.sqlite`);
  copyFileSync(seeded, dbFile);
  sandbox = createSandbox({ dbFile, brandId: BRAND_ID });
});

afterEach(() => sandbox.close());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// ---- talking to the sandbox the way the site does ----

/** Sends a call as src/lib/api-client.ts does, encrypting the body of encrypted calls. */
function send<Id extends CallId>(id: Id, input: RequestOf<Id>, token?: string): Promise<Response> {
  const meta = CALLS[id];
  const fields = Object.entries(input as Record<string, unknown>).filter(([, value]) => value !== undefined);
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  let url = sandbox.prefixes[meta.group] + meta.path;
  let body: string | undefined;
  if (meta.body === 'query') {
    const query = new URLSearchParams(fields.map(([key, value]) => [key, String(value)])).toString();
    if (query) url += `?${query}`;
  } else if (meta.body === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(fields.map(([key, value]) => [key, String(value)])).toString();
  } else {
    headers['Content-Type'] = 'application/json';
    const plain = Object.fromEntries(fields);
    if (meta.encrypted) headers[ENCRYPTION_HEADER] = ENCRYPTION_SCHEME;
    body = JSON.stringify(meta.encrypted ? encryptBody(plain, sandbox.brand!.api.encryptionKey) : plain);
  }
  return Promise.resolve(sandbox.app.request(url, { method: meta.method, headers, body }));
}

/** The value of a successful call; anything else fails the test, naming the call and the answer. */
async function valueOf<Id extends CallId>(id: Id, input: RequestOf<Id>, token?: string): Promise<ValueOf<Id>> {
  const response = await send(id, input, token);
  const answer = (await response.json()) as { success: boolean; value?: unknown };
  if (response.status !== 200 || !answer.success) throw new Error(`${id} answered HTTP ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return answer.value as ValueOf<Id>;
}

/** A test hook's value (`/__sandbox/…`). */
async function hook<T>(path: string, init?: { body: unknown }): Promise<T> {
  const response = await sandbox.app.request(
    `/__sandbox/${path}`,
    init ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(init.body) } : {},
  );
  const answer = (await response.json()) as { success: boolean; value: T };
  if (response.status !== 200 || !answer.success) throw new Error(`hook ${path} answered HTTP ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return answer.value;
}

const sessionOf = async (username: string) => (await hook<{ token: string }>('session', { body: { username } })).token;

/** What builders of valid requests may use: seeded data, fetched through the calls themselves. */
class Context {
  /** Session the call is sent with (auth calls): demo_member's unless a builder picks another. */
  token: string | undefined;
  readonly merchantCode = sandbox.brand!.merchantCode;

  async actAs(username: string): Promise<void> {
    this.token = await sessionOf(username);
  }

  /** A game that can be launched, from the first page of the game list. */
  async game(): Promise<Game> {
    const page = await valueOf('gameList', { merchant: this.merchantCode, platform: 'html5', clientType: 2, pageNo: 1, pageSize: 35, language: LANGUAGE });
    const game = page.games.find((candidate) => candidate.supportPlay);
    if (!game) throw new Error('gameList: no playable game on page 1');
    return game;
  }

  /** The first announcement of the given types the member sees. */
  async announcement(types: string, pick: (item: Announcement) => boolean = () => true): Promise<Announcement> {
    const { list } = await valueOf('announcements', { types, platform: 'M', merchantCode: this.merchantCode, language: LANGUAGE }, this.token);
    const found = list.find(pick);
    if (!found) throw new Error(`announcements: nothing of types ${types} fits`);
    return found;
  }

  /** A promotion still running, from the reward list (types=Promotion). */
  promotion(): Promise<Announcement> {
    return this.announcement('Promotion', (item) => item.endDate === null || Date.parse(item.endDate.replace(' ', 'T')) > Date.now());
  }

  /** Asks for a captcha and reads its answer from the hook. */
  async captcha(): Promise<{ captchaKey: string; captcha: string }> {
    const { captchaKey } = await valueOf('captcha', {});
    const latest = await hook<{ captchaKey: string; answer: string }>('captcha/latest');
    expect(latest.captchaKey).toBe(captchaKey);
    return { captchaKey, captcha: latest.answer };
  }

  /** Has an SMS code sent and reads it from the outbox (newest first). */
  async smsCode(mobileNum: string, purpose: RequestOf<'sendSmsCode'>['purpose']): Promise<string> {
    await valueOf('sendSmsCode', { mobileNum, countryDialingCode: DEMO_DIALING_CODE, purpose });
    const outbox = await hook<{ kind: string; to: string; code?: string }[]>('outbox');
    const message = outbox.find((entry) => entry.kind === 'sms' && entry.to.endsWith(mobileNum));
    if (!message?.code) throw new Error(`outbox: no SMS code for ${mobileNum}`);
    return message.code;
  }
}

/**
 * A valid request per call, as the site would send it. A new call without an entry here is a type
 * error. Builders may switch the session (agent calls) or prepare state (removeFavourite adds first).
 */
const VALID_REQUESTS: { [Id in CallId]: (ctx: Context) => RequestOf<Id> | Promise<RequestOf<Id>> } = {
  // ---- account ----
  login: () => ({ type: 'username', username: DEMO_MEMBER.username, password: DEMO_PASSWORD }),
  testPlay: () => ({ moduleId: 'FREEPLAY3' }),
  trialLogin: () => ({}),
  register: async (ctx) => {
    const settings = await valueOf('registerSettings', {});
    return {
      method: 'username',
      registerMethod: 'H5',
      registerUrl: 'lotus.example',
      username: 'new_player1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      countryDialingCode: DEMO_DIALING_CODE,
      mobileNum: NEW_MOBILE,
      // Lotus turns REGMOBVERF3 on: the username method needs an SMS code too.
      verificationCode: await ctx.smsCode(NEW_MOBILE, 'register'),
      ...(settings.inviteCodeRequired ? { affiliateCode: 'AGENT001' } : {}),
      ...(settings.captcha ? await ctx.captcha() : {}),
    };
  },
  sendSmsCode: () => ({ mobileNum: NEW_MOBILE, countryDialingCode: DEMO_DIALING_CODE, purpose: 'register' }),
  captcha: () => ({}),
  registerRules: () => ({}),
  usernameCheck: () => ({ username: 'still_free_name' }),
  affiliateCheck: () => ({ code: 'AGENT001', domain: 'lotus.example' }),
  forgotPasswordEmail: () => ({ username: DEMO_MEMBER.username, email: DEMO_MEMBER.email }),
  setPasswordByPhone: async (ctx) => ({
    newPassword: 'Changed123',
    mobileNum: DEMO_MEMBER.mobileNum,
    countryDialingCode: DEMO_DIALING_CODE,
    verificationCode: await ctx.smsCode(DEMO_MEMBER.mobileNum, 'password'),
  }),
  changePassword: () => ({ oldPassword: DEMO_PASSWORD, newPassword: 'Changed123', confirmNewPassword: 'Changed123' }),
  logout: () => ({}),
  systemStatus: () => ({}),
  systemCountry: () => ({}),
  setHeadIcon: () => ({ icon: '7' }),
  getHeadIcon: () => ({}),
  registerSettings: () => ({}),
  memberInfo: () => ({}),
  helpCentre: () => ({ lang: LANGUAGE, device: 'MOBILE' }),
  inboxUnread: () => ({}),
  customerService: () => ({}),
  liveChat: () => ({ b2c: 1, language: LANGUAGE, backUrl: 'https://lotus.example/m/home', headerColor: '#1a2b3c', title: 'Support' }),
  wallet: () => ({}),
  merchantWallet: () => ({}),
  // ---- games ----
  vendorGameTypes: (ctx) => ({ typeId: 1, merchant_code: ctx.merchantCode }),
  gameList: (ctx) => ({ merchant: ctx.merchantCode, platform: 'html5', clientType: 2, pageNo: 1, pageSize: 35, language: LANGUAGE, gameType: 'RNG' }),
  homeGameLists: () => ({ language: LANGUAGE }),
  hotGames: (ctx) => ({ isPlatform: 2, language: LANGUAGE, platform: 'html5', merchantCode: ctx.merchantCode }),
  favouriteIds: () => ({ pageNo: 1, pageSize: 100 }),
  favouriteList: () => ({ pageNo: 1, pageSize: 35, language: LANGUAGE }),
  addFavourite: async (ctx) => {
    const game = await ctx.game();
    return { nodeId: game.nodeId, vendor: game.vassalage };
  },
  removeFavourite: async (ctx) => {
    const game = await ctx.game();
    await valueOf('addFavourite', { nodeId: game.nodeId, vendor: game.vassalage }, ctx.token);
    return { nodeId: game.nodeId, vendor: game.vassalage };
  },
  recentAdd: async (ctx) => ({ nodeId: (await ctx.game()).nodeId }),
  recentList: () => ({ page: 1, pageSize: 35, language: LANGUAGE, clientType: 2 }),
  launchGame: async (ctx) => ({ nodeId: (await ctx.game()).nodeId, language: LANGUAGE }),
  winnerBoard: () => ({ gameCategory: 'ALL', language: LANGUAGE, limitNum: 20 }),
  lotteryList: () => ({ language: LANGUAGE }),
  lotteryMenu: () => ({ language: LANGUAGE }),
  popularLottery: () => ({ language: LANGUAGE }),
  vnLotteryRecent: () => ({ region: 'north' }),
  vnLotteryNumero: () => ({}),
  lotteryNumero: async () => {
    const { list } = await valueOf('lotteryList', { language: LANGUAGE });
    if (!list[0]) throw new Error('lotteryList: empty');
    return { code: list[0].code };
  },
  gameMenus: () => ({ language: LANGUAGE }),
  liveModelList: () => ({ pageNo: 1, pageSize: 20 }),
  // ---- content ----
  announcements: (ctx) => ({ types: 'B,PL,PU,PR,H', platform: 'M', merchantCode: ctx.merchantCode, language: LANGUAGE }),
  markAnnouncementRead: async (ctx) => ({ announcementId: (await ctx.announcement('B,PL,PU', (item) => !item.read)).id, read: true }),
  promotionJoin: async (ctx) => ({ promotionId: (await ctx.promotion()).id }),
  requestReward: async (ctx) => ({
    promotionId: (await ctx.promotion()).id,
    remarks: 'Deposited 50,000 on Monday',
    pictures: [{ fileName: 'receipt.png', dataUrl: TINY_PNG }],
  }),
  chatUnread: () => ({}),
  downloadLinks: () => ({}),
  // ---- agent: the agent home needs an agent's session ----
  teamKpi: async (ctx) => {
    await ctx.actAs('demo_agent');
    const today = new Date().toISOString().slice(0, 10);
    return { startDate: today, endDate: today, size: 0 };
  },
  contractRequests: async (ctx) => {
    await ctx.actAs('demo_agent');
    return {};
  },
};

/** Builds the valid request of `id` with demo_member's session (for auth calls) and sends it. */
async function sendValid(id: CallId): Promise<{ response: Response; ctx: Context; input: unknown }> {
  const ctx = new Context();
  if (CALLS[id].auth) await ctx.actAs(DEMO_MEMBER.username);
  const input = await VALID_REQUESTS[id](ctx);
  // A request our own schema refuses is a mistake of this table, not of the sandbox.
  const checked = SCHEMAS[id].request.safeParse(input);
  expect(checked.error?.issues, `VALID_REQUESTS.${id} does not match its request schema`).toBeUndefined();
  return { response: await send(id, input as never, ctx.token), ctx, input };
}

// ---- the guarantees ----

describe('every call exists end to end', () => {
  it('has a schema and a sandbox handler for every call, and nothing else', () => {
    const calls = new Set<string>(CALL_IDS);
    expect(CALL_IDS.filter((id) => !(id in SCHEMAS)), 'calls without schemas').toEqual([]);
    expect(Object.keys(SCHEMAS).filter((id) => !calls.has(id)), 'schemas without calls').toEqual([]);
    expect(CALL_IDS.filter((id) => typeof handlers[id] !== 'function'), 'calls without handlers').toEqual([]);
    expect(Object.keys(handlers).filter((id) => !calls.has(id)), 'handlers without calls').toEqual([]);
  });

  it.each(CALL_IDS)('%s: a valid request answers HTTP 200, success and a value its schema accepts', async (id) => {
    const { response } = await sendValid(id);
    const answer = await response.json();
    const summary = JSON.stringify(answer).slice(0, 400);
    expect(response.status, summary).toBe(200);
    expect(answer, summary).toMatchObject({ success: true });
    const parsed = envelope(SCHEMAS[id].response).safeParse(answer);
    expect(parsed.error?.issues, `${id}: the value does not match its response schema`).toBeUndefined();
  });

  it.each(CALL_IDS.filter((id) => CALLS[id].auth === true))('%s: without a session answers 401 session.expired', async (id) => {
    const ctx = new Context();
    ctx.token = await sessionOf(DEMO_MEMBER.username); // builders may need a session to look things up
    const input = await VALID_REQUESTS[id](ctx);
    const response = await send(id, input as never);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, code: 'session.expired' });
  });
});

describe('what a player notices after a successful call', () => {
  const wallet = async (token: string) => (await send('wallet', {}, token)).status;
  const logIn = (username: string, password: string) => send('login', { type: 'username', username, password });

  it('login gives a token that opens the wallet; logout closes it', async () => {
    const { token } = await valueOf('login', { type: 'username', username: DEMO_MEMBER.username, password: DEMO_PASSWORD });
    expect(await wallet(token)).toBe(200);
    await valueOf('logout', {}, token);
    expect(await wallet(token)).toBe(401);
  });

  it('register creates a member who can log in with the new password', async () => {
    const { response, input } = await sendValid('register');
    expect(await response.json()).toMatchObject({ success: true, value: { userName: 'new_player1' } });
    const { username, password } = input as RequestOf<'register'>;
    expect(await (await logIn(username!, password!)).json()).toMatchObject({ success: true });
  });

  it.each(['changePassword', 'setPasswordByPhone'] as const)('%s: the new password logs in, the old one no longer does', async (id) => {
    const { response } = await sendValid(id);
    expect(await response.json()).toMatchObject({ success: true });
    expect(await (await logIn(DEMO_MEMBER.username, 'Changed123')).json()).toMatchObject({ success: true });
    expect(await (await logIn(DEMO_MEMBER.username, DEMO_PASSWORD)).json()).toMatchObject({ success: false });
  });

  it('addFavourite and removeFavourite change the favourite ids', async () => {
    const { ctx, input } = await sendValid('addFavourite');
    const { nodeId } = input as RequestOf<'addFavourite'>;
    expect(await valueOf('favouriteIds', { pageNo: 1, pageSize: 100 }, ctx.token)).toContain(nodeId);
    await valueOf('removeFavourite', input as RequestOf<'removeFavourite'>, ctx.token);
    expect(await valueOf('favouriteIds', { pageNo: 1, pageSize: 100 }, ctx.token)).not.toContain(nodeId);
  });

  it('markAnnouncementRead marks the announcement read for that member', async () => {
    const { ctx, input } = await sendValid('markAnnouncementRead');
    const { announcementId } = input as RequestOf<'markAnnouncementRead'>;
    expect((await ctx.announcement('B,PL,PU', (item) => item.id === announcementId)).read).toBe(true);
  });
});
