// The contract guarantees of the sandbox platform (src/contract/), proven with the real client
// (src/lib/api-client.ts, configured from the brand as the site configures it) against the real
// sandbox on a real HTTP server, for every call:
//   - a valid request, built from seeded data the way the site builds it, resolves with a value its
//     response schema accepts (the client's validate hook parses every answer);
//   - transport faults (HTTP 503, a malformed answer, a dropped connection, latency past the time
//     limit) reach the client as the ApiError kinds the site turns into messages;
//   - calls that need a session, sent without one, log the player out;
//   - at least one business refusal per family of calls arrives with the platform's code.
// One server for the file; a fresh sandbox on a copy of the seeded database per test (testing/contract-rig.ts),
// so calls that change state (logout, changePassword, register …) cannot break the others.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALL_IDS, CALLS, type CallId } from '../../src/contract/calls.ts';
import { TEAM_PAGE_SIZE } from '../../src/contract/limits.ts';
import { SCHEMAS, type Announcement, type Game, type RequestOf } from '../../src/contract/schemas.ts';
import type { ApiErrorKind, CallInput } from '../../src/lib/api-client.ts';
import { handlers } from './app.ts';
import { describeError, rejection, startContractRig, type ContractRig, type FaultSpec } from './testing/index.ts';
import { ACCOUNT_SEEDS, DEMO_DIALING_CODE, DEMO_PASSWORD } from './data/accounts.ts';
import { DAY_MS, platformTimestamp } from './data/content-time.ts';
import { REBATE_SEEDS } from './data/agent-register.ts';
import { REBATE_CATEGORIES, type RebateCategory } from '../../src/contract/vocabulary.ts';

const AUTH_CALL_IDS = CALL_IDS.filter((id) => CALLS[id].auth === true);
const BRAND_ID = 'lotus';
const LANGUAGE = 'EN';
/** The seeded member most calls run as (scripts/sandbox/data/accounts.ts: every demo e-mail is <user>@example.com). */
const DEMO_MEMBER = { username: 'demo_member', mobileNum: ACCOUNT_SEEDS.demo_member!.mobileNum, email: 'demo_member@example.com' };
/** A number no seeded member has, for registrations. */
const NEW_MOBILE = '9751234567';
/** 1×1 transparent PNG: the smallest picture a reward application can carry. */
const TINY_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** 1×1 GIF dressed as a PNG (data URL and name): the platform reads the content, not the label. */
const GIF_AS_PNG = 'data:image/png;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
/** Ids nothing in the seed has. */
const UNKNOWN_NODE_ID = 'no-such-game';
const UNKNOWN_PROMOTION_ID = 987_654;
/** A deposit channel of the lotus brand that takes orders around the clock (data/cashier-deposit.ts). */
const OPEN_CHANNEL_ID = 'kbzpay-1';
/** A latency fault past the client's limit: the test waits for the limit only, not for the answer. */
const FAULT_LATENCY_MS = 150;
const CLIENT_TIMEOUT_MS = 50;

let rig: ContractRig;

beforeAll(async () => {
  rig = await startContractRig(BRAND_ID);
});
beforeEach(() => rig.fresh());
afterAll(() => rig?.close());

// ---- building requests the way the site does ----

/** What builders of valid requests may use: seeded data, fetched through the client itself. */
class Context {
  /** Session the call is sent with (auth calls): demo_member's unless a builder picks another. */
  token: string | undefined;
  readonly merchantCode = rig.brand.merchantCode;

  async actAs(username: string): Promise<void> {
    this.token = await rig.session(username);
  }

  /** A game that can be launched, from the first page of the game list. */
  async game(): Promise<Game> {
    const page = await rig.call('gameList', { merchant: this.merchantCode, platform: 'html5', clientType: 2, pageNo: 1, pageSize: 35, language: LANGUAGE });
    const game = page.games.find((candidate) => candidate.supportPlay);
    if (!game) throw new Error('gameList: no playable game on page 1');
    return game;
  }

  /** The first announcement of the given types the member sees. */
  async announcement(types: string, pick: (item: Announcement) => boolean = () => true): Promise<Announcement> {
    const { list } = await rig.call('announcements', { types, platform: 'M', merchantCode: this.merchantCode, language: LANGUAGE }, { token: this.token });
    const found = list.find(pick);
    if (!found) throw new Error(`announcements: nothing of types ${types} fits`);
    return found;
  }

  /** A new pending deposit order of the member's (50,000 by KBZPay, open around the clock). */
  async depositOrderId(): Promise<string> {
    const order = await rig.call('createDeposit', { requestId: crypto.randomUUID(), channelId: OPEN_CHANNEL_ID, amount: '50000' }, { token: this.token });
    return order.orderId;
  }

  /** A promotion still running, from the reward list (types=Promotion). */
  promotion(): Promise<Announcement> {
    return this.announcement('Promotion', (item) => item.endDate === null || Date.parse(item.endDate.replace(' ', 'T')) > Date.now());
  }

  /** Asks for a captcha and reads its answer from the hook. */
  async captcha(): Promise<{ captchaKey: string; captcha: string }> {
    const { captchaKey } = await rig.call('captcha', {});
    const latest = await rig.hook<{ captchaKey: string; answer: string }>('captcha/latest');
    expect(latest.captchaKey).toBe(captchaKey);
    return { captchaKey, captcha: latest.answer };
  }

  /** Has an SMS code sent and reads it from the outbox (newest first). */
  async smsCode(mobileNum: string, purpose: RequestOf<'sendSmsCode'>['purpose']): Promise<string> {
    await rig.call('sendSmsCode', { mobileNum, countryDialingCode: DEMO_DIALING_CODE, purpose, ...(await this.captcha()) });
    const outbox = await rig.hook<{ kind: string; to: string; code?: string }[]>('outbox');
    const message = outbox.find((entry) => entry.kind === 'sms' && entry.to.endsWith(mobileNum));
    if (!message?.code) throw new Error(`outbox: no SMS code for ${mobileNum}`);
    return message.code;
  }

  /** Has a payment-password reset code sent to the member's bound number and reads it from the outbox. */
  async paymentResetCode(): Promise<string> {
    await rig.call('sendPaymentResetCode', {}, { token: this.token });
    const outbox = await rig.hook<{ kind: string; code?: string }[]>('outbox');
    const code = outbox.find((entry) => entry.kind === 'sms')?.code;
    if (!code) throw new Error('outbox: no payment reset code');
    return code;
  }
}

/**
 * A valid request per call, as the site passes it to the client (CallInput: testPlay without the
 * module id the client adds). A new call without an entry here is a type error. Builders may switch
 * the session (agent calls) or prepare state (removeFavourite adds first).
 */
const VALID_REQUESTS: { [Id in CallId]: (ctx: Context) => CallInput<Id> | Promise<CallInput<Id>> } = {
  // ---- account ----
  login: () => ({ type: 'username', username: DEMO_MEMBER.username, password: DEMO_PASSWORD }),
  testPlay: () => ({}),
  trialLogin: () => ({}),
  register: async (ctx) => {
    const settings = await rig.call('registerSettings', {});
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
  sendSmsCode: async (ctx) => ({ mobileNum: NEW_MOBILE, countryDialingCode: DEMO_DIALING_CODE, purpose: 'register', ...(await ctx.captcha()) }),
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
  inboxList: () => ({ pageNo: 1, pageSize: 20 }),
  inboxRead: async (ctx) => {
    const { list } = await rig.call('inboxList', { pageNo: 1, pageSize: 1 }, { token: ctx.token });
    return { id: list[0]!.id };
  },
  customerService: () => ({}),
  liveChat: () => ({ b2c: 1, language: LANGUAGE, backUrl: 'https://lotus.example/m/home', headerColor: '#1a2b3c', title: 'Support' }),
  wallet: () => ({}),
  merchantWallet: () => ({}),
  transferAllBack: () => ({ requestId: crypto.randomUUID() }),
  // ---- security centre (issue 23) ----
  securityInfo: () => ({}),
  setPaymentPassword: () => ({ loginPassword: DEMO_PASSWORD, newPassword: '135790', confirmPassword: '135790' }),
  changePaymentPassword: async (ctx) => {
    await rig.call('setPaymentPassword', { loginPassword: DEMO_PASSWORD, newPassword: '135790', confirmPassword: '135790' }, { token: ctx.token });
    return { oldPassword: '135790', newPassword: '246801', confirmPassword: '246801' };
  },
  sendPaymentResetCode: () => ({}),
  resetPaymentPassword: async (ctx) => ({
    loginPassword: DEMO_PASSWORD,
    verificationCode: await ctx.paymentResetCode(),
    newPassword: '246801',
    confirmPassword: '246801',
  }),
  bindMobile: async (ctx) => ({ mobileNum: NEW_MOBILE, countryDialingCode: DEMO_DIALING_CODE, verificationCode: await ctx.smsCode(NEW_MOBILE, 'bind') }),
  bindEmail: () => ({ email: 'new.address@example.com' }),
  // ---- cashier (issue 24): withdrawal and records ----
  withdrawOptions: () => ({}),
  payoutBanks: () => ({}),
  addBankAccount: () => ({ requestId: crypto.randomUUID(), bankCode: 'KBZ', accountNumber: '12345678901234821', accountName: 'Aung Min Thu' }),
  withdraw: async (ctx) => {
    // demo_agent: a balance over lotus' least withdrawal (10,000); demo_member has 1,520.75.
    await ctx.actAs('demo_agent');
    await rig.call('setPaymentPassword', { loginPassword: DEMO_PASSWORD, newPassword: '135790', confirmPassword: '135790' }, { token: ctx.token });
    const account = await rig.call(
      'addBankAccount',
      { requestId: crypto.randomUUID(), bankCode: 'KBZ', accountNumber: '12345678901234821', accountName: 'Khin Mar Win' },
      { token: ctx.token },
    );
    return { requestId: crypto.randomUUID(), accountId: account.id, amount: '10000', paymentPassword: '135790' };
  },
  transactionRecords: () => ({ ...lastDays(30), pageNo: 1, pageSize: 20 }),
  betRecords: () => ({ ...lastDays(30), pageNo: 1, pageSize: 20 }),
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
    await rig.call('addFavourite', { nodeId: game.nodeId, vendor: game.vassalage }, { token: ctx.token });
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
    const { list } = await rig.call('lotteryList', { language: LANGUAGE });
    if (!list[0]) throw new Error('lotteryList: empty');
    return { code: list[0].code };
  },
  gameMenus: () => ({ language: LANGUAGE }),
  liveModelList: () => ({ pageNo: 1, pageSize: 20 }),
  // ---- content ----
  announcements: (ctx) => ({ types: 'B,PL,PU,PR,H', platform: 'M', merchantCode: ctx.merchantCode, language: LANGUAGE }),
  markAnnouncementRead: async (ctx) => ({ announcementId: (await ctx.announcement('B,PL,PU', (item) => !item.read)).id, read: true }),
  promotionCategories: () => ({ language: LANGUAGE }),
  promotionJoin: async (ctx) => ({ promotionId: (await ctx.promotion()).id }),
  requestReward: async (ctx) => ({
    promotionId: (await ctx.promotion()).id,
    remarks: 'Deposited 50,000 on Monday',
    pictures: [{ fileName: 'receipt.png', dataUrl: TINY_PNG }],
  }),
  chatUnread: () => ({}),
  downloadLinks: () => ({}),
  // ---- invite (issue 23) ----
  inviteInfo: () => ({ language: LANGUAGE }),
  // ---- cashier: deposits (issue 24); calls on an order make one first ----
  depositOptions: () => ({}),
  createDeposit: () => ({ requestId: crypto.randomUUID(), channelId: OPEN_CHANNEL_ID, amount: '50000' }),
  depositOrders: () => ({ pageNo: 1, pageSize: 20 }),
  depositOrder: async (ctx) => ({ orderId: await ctx.depositOrderId() }),
  uploadDepositReceipt: async (ctx) => ({
    requestId: crypto.randomUUID(),
    orderId: await ctx.depositOrderId(),
    picture: { fileName: 'receipt.png', dataUrl: TINY_PNG },
  }),
  markDepositPaid: async (ctx) => ({ orderId: await ctx.depositOrderId() }),
  cancelDeposit: async (ctx) => ({ orderId: await ctx.depositOrderId() }),
  depositLimits: () => ({}),
  setDepositLimit: () => ({ period: 'DAILY', limit: '500000' }),
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

  // ---- agent: team overview and team management (issue 25, team) ----
  teamOverview: async (ctx) => {
    await ctx.actAs('demo_agent');
    const today = new Date().toISOString().slice(0, 10);
    return { startDate: today, endDate: today };
  },
  teamMembers: async (ctx) => {
    await ctx.actAs('demo_agent');
    return { parent: 'demo_subagent', pageNo: 1, pageSize: TEAM_PAGE_SIZE };
  },
  teamMemberDetail: async (ctx) => {
    await ctx.actAs('demo_agent');
    const today = new Date().toISOString().slice(0, 10);
    return { username: 'team_eve', startDate: today, endDate: today };
  },

  // ---- agent: open account and rebates (issue 25, register) ----
  agentRebates: async (ctx) => {
    await ctx.actAs('demo_agent');
    return { pageNo: 1, pageSize: 20 };
  },
  setMemberRebate: async (ctx) => {
    await ctx.actAs('demo_agent');
    return { username: 'team_ava', rates: { ...REBATE_SEEDS.team_ava! } };
  },
  teamRebateIncome: async (ctx) => {
    await ctx.actAs('demo_agent');
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
    return { startDate: day(29), endDate: day(0) };
  },
  agentRegister: async (ctx) => {
    await ctx.actAs('demo_agent');
    const rates = Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, '0.50'])) as Record<RebateCategory, string>;
    return { requestId: crypto.randomUUID(), type: 0 as const, username: 'contract_downline', password: 'Open1234', confirmPassword: 'Open1234', rates };
  },

  // ---- agent: reports, dividend and contracts (issue 25, reports) ----
  teamPnl: async (ctx) => {
    await ctx.actAs('demo_agent');
    return { ...lastDays(30), by: 'member', pageNo: 1, pageSize: 20 };
  },
  teamBetting: async (ctx) => {
    await ctx.actAs('demo_agent');
    return { ...lastDays(30), pageNo: 1, pageSize: 20 };
  },
  agentContracts: async (ctx) => {
    await ctx.actAs('demo_agent');
    return {};
  },
  // demo_agent41's hourly salary offer (HS-3001): the contract rig's own database.
  answerContract: async (ctx) => {
    await ctx.actAs('demo_agent41');
    return { requestId: crypto.randomUUID(), kind: 'hourlySalary', answer: 'accept' };
  },
  dividendInfo: async (ctx) => {
    await ctx.actAs('demo_agent');
    return {};
  },
};

/** The request as it travels: the client adds testPlay's module id to the body (api-client MODULE_ID_IN_BODY). */
const asSent = (id: CallId, input: unknown): unknown => (id === 'testPlay' ? { ...(input as object), moduleId: CALLS.testPlay.moduleId } : input);

/** The valid request of `id`, built with demo_member's session for auth calls (builders may switch it). */
async function buildValid<Id extends CallId>(id: Id): Promise<{ ctx: Context; input: CallInput<Id> }> {
  const ctx = new Context();
  if (CALLS[id].auth) await ctx.actAs(DEMO_MEMBER.username);
  const input = await VALID_REQUESTS[id](ctx);
  // A request our own schema refuses is a mistake of this table, not of the sandbox.
  const checked = SCHEMAS[id].request.safeParse(asSent(id, input));
  expect(checked.error?.issues, `VALID_REQUESTS.${id} does not match its request schema`).toBeUndefined();
  return { ctx, input };
}

/** Builds the valid request of `id` and sends it through the client; the value of a successful call. */
async function callValid<Id extends CallId>(id: Id) {
  const { ctx, input } = await buildValid(id);
  return { ctx, input, value: await rig.call(id, input, { token: ctx.token }) };
}

/** The records' range: the last `days` days on the platform clock, to a minute from now. */
function lastDays(days: number): { from: string; to: string } {
  const now = Date.now();
  return { from: platformTimestamp(now - days * DAY_MS), to: platformTimestamp(now + 60_000) };
}

const logIn = (username: string, password: string) => rig.call('login', { type: 'username', username, password });

// ---- the guarantees ----

describe('every call exists end to end', () => {
  it('has a schema and a sandbox handler for every call, and nothing else', () => {
    const calls = new Set<string>(CALL_IDS);
    expect(
      CALL_IDS.filter((id) => !(id in SCHEMAS)),
      'calls without schemas',
    ).toEqual([]);
    expect(
      Object.keys(SCHEMAS).filter((id) => !calls.has(id)),
      'schemas without calls',
    ).toEqual([]);
    expect(
      CALL_IDS.filter((id) => typeof handlers[id] !== 'function'),
      'calls without handlers',
    ).toEqual([]);
    expect(
      Object.keys(handlers).filter((id) => !calls.has(id)),
      'handlers without calls',
    ).toEqual([]);
  });

  it.each(CALL_IDS)('%s: through the client, a valid request resolves with a value its response schema accepts', async (id) => {
    // The client's validate hook has parsed the value already (a mismatch rejects as 'malformed'); parsed again here to say so.
    const { value } = await callValid(id);
    expect(value, `${id}: no value`).not.toBeUndefined();
    expect(SCHEMAS[id].response.safeParse(value).error?.issues, `${id}: the value does not match its response schema`).toBeUndefined();
  });
});

/** Transport faults the sandbox injects (POST /__sandbox/fault), and the ApiError each must become. */
const FAULTS: { name: string; fault: Omit<FaultSpec, 'call'>; timeoutMs?: number; expected: { kind: ApiErrorKind; code?: string } }[] = [
  { name: 'HTTP 503 is a server error', fault: { httpStatus: 503 }, expected: { kind: 'server', code: '503' } },
  { name: 'an answer that is not JSON is malformed', fault: { malformed: true }, expected: { kind: 'malformed' } },
  { name: 'a dropped connection is a network error', fault: { drop: true }, expected: { kind: 'network' } },
  {
    name: `${FAULT_LATENCY_MS} ms of latency past a ${CLIENT_TIMEOUT_MS} ms limit is a timeout`,
    fault: { latencyMs: FAULT_LATENCY_MS },
    timeoutMs: CLIENT_TIMEOUT_MS,
    expected: { kind: 'timeout' },
  },
];

describe.each(FAULTS)('transport fault: $name', ({ fault, timeoutMs, expected }) => {
  it.each(CALL_IDS)('%s', async (id) => {
    // The valid request, so the fault is the only thing wrong; injected after building (builders use other calls).
    const { ctx, input } = await buildValid(id);
    await rig.inject({ call: id, ...fault });
    const error = await rejection(rig.call(id, input, { token: ctx.token, timeoutMs }));
    expect(describeError(error)).toMatchObject(expected);
  });
});

describe('a call that needs a session, sent without one', () => {
  it.each(AUTH_CALL_IDS)('%s: the client is logged out (session.expired)', async (id) => {
    const { input } = await buildValid(id); // builders may need a session to look things up
    const error = await rejection(rig.call(id, input));
    expect(describeError(error)).toMatchObject({ kind: 'loggedOut', code: 'session.expired' });
  });
});

/** Business refusals through the client, at least one per family of calls (account, games, content, agent). */
const REFUSALS: {
  family: 'account' | 'games' | 'content' | 'agent';
  name: string;
  code: string;
  value?: Record<string, unknown>;
  attempt: (ctx: Context) => Promise<unknown>;
}[] = [
  {
    family: 'account',
    name: 'login with a wrong password',
    code: 'login.invalid',
    value: { captcha: true },
    attempt: () => logIn(DEMO_MEMBER.username, 'Wrong1234'),
  },
  {
    family: 'account',
    name: 'login after a failed one, without the captcha',
    code: 'captcha.required',
    value: { captcha: true },
    attempt: async () => {
      expect((await rejection(logIn(DEMO_MEMBER.username, 'Wrong1234'))).code).toBe('login.invalid');
      return logIn(DEMO_MEMBER.username, DEMO_PASSWORD);
    },
  },
  {
    family: 'account',
    name: 'register with a taken user name',
    code: 'username.exists',
    value: { field: 'username' },
    attempt: async (ctx) => rig.call('register', { ...(await VALID_REQUESTS.register(ctx)), username: DEMO_MEMBER.username }),
  },
  {
    family: 'account',
    name: 'sendSmsCode to register a number a member has',
    code: 'mobile.exists',
    value: { field: 'mobileNum' },
    attempt: async (ctx) =>
      rig.call('sendSmsCode', { mobileNum: DEMO_MEMBER.mobileNum, countryDialingCode: DEMO_DIALING_CODE, purpose: 'register', ...(await ctx.captcha()) }),
  },
  {
    family: 'account',
    name: 'affiliateCheck of an unknown invitation code',
    code: 'affiliate.invalid',
    attempt: () => rig.call('affiliateCheck', { code: 'NOSUCH99', domain: 'lotus.example' }),
  },
  {
    family: 'account',
    name: "forgotPasswordEmail with another member's address",
    code: 'email.notMatching',
    attempt: () => rig.call('forgotPasswordEmail', { username: DEMO_MEMBER.username, email: 'demo_agent@example.com' }),
  },
  {
    family: 'account',
    name: 'changePassword to the same password',
    code: 'modify.new.old.same',
    attempt: async (ctx) => {
      await ctx.actAs(DEMO_MEMBER.username);
      return rig.call('changePassword', { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, confirmNewPassword: DEMO_PASSWORD }, { token: ctx.token });
    },
  },
  {
    family: 'account',
    name: 'setPasswordByPhone to the same password',
    code: 'modify.new.old.same',
    attempt: async (ctx) => rig.call('setPasswordByPhone', { ...(await VALID_REQUESTS.setPasswordByPhone(ctx)), newPassword: DEMO_PASSWORD }),
  },
  {
    family: 'account',
    name: 'liveChat as a trial player',
    code: 'account.trial',
    attempt: async () => {
      const { token } = await rig.call('trialLogin', {});
      return rig.call('liveChat', await VALID_REQUESTS.liveChat(new Context()), { token });
    },
  },
  {
    family: 'games',
    name: 'addFavourite of an unknown game',
    code: 'game.notFound',
    attempt: async (ctx) => {
      await ctx.actAs(DEMO_MEMBER.username);
      return rig.call('addFavourite', { nodeId: UNKNOWN_NODE_ID, vendor: (await ctx.game()).vassalage }, { token: ctx.token });
    },
  },
  {
    family: 'games',
    name: 'launchGame of an unknown game',
    code: 'game.notFound',
    attempt: async (ctx) => {
      await ctx.actAs(DEMO_MEMBER.username);
      return rig.call('launchGame', { nodeId: UNKNOWN_NODE_ID, language: LANGUAGE }, { token: ctx.token });
    },
  },
  {
    family: 'games',
    name: 'lotteryNumero of an unknown lottery',
    code: 'game.notFound',
    attempt: () => rig.call('lotteryNumero', { code: 'NOSUCHLOTTERY' }),
  },
  {
    family: 'content',
    name: 'promotionJoin of an unknown promotion',
    code: 'promotion.notFound',
    attempt: async (ctx) => {
      await ctx.actAs(DEMO_MEMBER.username);
      return rig.call('promotionJoin', { promotionId: UNKNOWN_PROMOTION_ID }, { token: ctx.token });
    },
  },
  {
    family: 'content',
    name: 'requestReward with a GIF named .png',
    code: 'upload.type',
    attempt: async (ctx) => {
      await ctx.actAs(DEMO_MEMBER.username);
      const input = await VALID_REQUESTS.requestReward(ctx);
      return rig.call('requestReward', { ...input, pictures: [{ fileName: 'receipt.png', dataUrl: GIF_AS_PNG }] }, { token: ctx.token });
    },
  },
  {
    family: 'content',
    name: 'markAnnouncementRead as a trial account',
    code: 'account.trial',
    attempt: async (ctx) => {
      await ctx.actAs('demo_trial');
      return rig.call('markAnnouncementRead', await VALID_REQUESTS.markAnnouncementRead(ctx), { token: ctx.token });
    },
  },
  {
    family: 'agent',
    name: 'teamKpi as a member who is no agent',
    code: 'login.nonAgent',
    attempt: async (ctx) => {
      const input = await VALID_REQUESTS.teamKpi(ctx); // the builder logs in as demo_agent …
      await ctx.actAs(DEMO_MEMBER.username); // … the member asks instead
      return rig.call('teamKpi', input, { token: ctx.token });
    },
  },
];

describe('business refusals reach the client with the platform code', () => {
  it('covers every family of calls', () => {
    expect(new Set(REFUSALS.map(({ family }) => family))).toEqual(new Set(['account', 'games', 'content', 'agent']));
  });

  it.each(REFUSALS)('$family: $name → $code', async ({ code, value, attempt }) => {
    const error = await rejection(attempt(new Context()));
    expect(describeError(error)).toMatchObject({ kind: 'platform', code, ...(value ? { value } : {}) });
  });
});

describe('what a player notices after a successful call', () => {
  it('login gives a token that opens the wallet; logout closes it', async () => {
    const { token } = await logIn(DEMO_MEMBER.username, DEMO_PASSWORD);
    expect(await rig.call('wallet', {}, { token })).toMatchObject({ sumBalance: expect.stringMatching(/^\d+\.\d{2}$/) });
    await rig.call('logout', {}, { token });
    expect(describeError(await rejection(rig.call('wallet', {}, { token })))).toMatchObject({ kind: 'loggedOut', code: 'session.expired' });
  });

  it('register creates a member who can log in with the new password', async () => {
    const { value, input } = await callValid('register');
    expect(value).toMatchObject({ userName: 'new_player1' });
    await expect(logIn(input.username!, input.password!)).resolves.toMatchObject({ userName: 'new_player1' });
  });

  it.each(['changePassword', 'setPasswordByPhone'] as const)('%s: the new password logs in, the old one no longer does', async (id) => {
    await callValid(id);
    await expect(logIn(DEMO_MEMBER.username, 'Changed123')).resolves.toMatchObject({ token: expect.any(String) });
    expect(describeError(await rejection(logIn(DEMO_MEMBER.username, DEMO_PASSWORD)))).toMatchObject({ kind: 'platform', code: 'login.invalid' });
  });

  it('addFavourite and removeFavourite change the favourite ids', async () => {
    const { ctx, input } = await callValid('addFavourite');
    const options = { token: ctx.token };
    expect(await rig.call('favouriteIds', { pageNo: 1, pageSize: 100 }, options)).toContain(input.nodeId);
    await rig.call('removeFavourite', input, options);
    expect(await rig.call('favouriteIds', { pageNo: 1, pageSize: 100 }, options)).not.toContain(input.nodeId);
  });

  it('markAnnouncementRead marks the announcement read for that member', async () => {
    const { ctx, input } = await callValid('markAnnouncementRead');
    expect((await ctx.announcement('B,PL,PU', (item) => item.id === input.announcementId)).read).toBe(true);
  });
});
