// A bad-input corpus against every call of the sandbox platform, generated from the request
// schemas: wrong types, missing and unknown fields, huge strings, SQL and script payloads, bodies
// that are not JSON or not in the call's encoding, encrypted calls sent in clear, and pictures that
// are not what they claim. Whatever comes in, the platform refuses it (4xx, or a 200 refusal when
// the request is well-formed but wrong for the business), never answers 5xx, and stores nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '../../src/contract/limits.ts';
import { CALL_IDS, CALLS, type CallId } from '../../src/contract/calls.ts';
import { ENCRYPTION_HEADER, ENCRYPTION_SCHEME } from '../../src/contract/headers.ts';
import { jsonSchemaOf, type JsonSchema } from '../../src/contract/openapi.ts';
import { envelope, SCHEMAS, type RequestOf } from '../../src/contract/schemas.ts';
import { encryptBody } from '../../src/lib/body-crypto.ts';
import { createSandbox, HOOK_HEADERS, type Sandbox } from './app.ts';

const BRAND_ID = 'lotus';
const MERCHANT = 'LOTUS01';
/** No member's number; sendSmsCode's base is refused anyway: its captcha was never issued (captcha.invalid). */
const THROTTLED_MOBILE = '9759990001';
/** No such promotion, announcement or game: state-changing calls are refused whatever the other fields hold. */
const MISSING_ID = 999_999;
/** No deposit order has this id (the seed has none): calls on an order are refused with order.notFound. */
const NO_ORDER_ID = 'D260101999999';

/**
 * Tables that legitimately record an attempt, refused or not: their rows may change.
 *   login_failures — every failed log-in, so the next one from that user or address needs a captcha (A §4).
 */
const ATTEMPT_TABLES = new Set(['login_failures']);

/** GET calls that still write (a trial member, a recent game, a captcha to answer). */
const GETS_THAT_WRITE = new Set<CallId>(['trialLogin', 'recentAdd', 'captcha']);
/** Calls where a `success: true` answer to bad input would mean the platform acted on it. */
const changesState = (id: CallId) => CALLS[id].method !== 'GET' || GETS_THAT_WRITE.has(id);

/**
 * The request each call's bad inputs start from; one field (or the whole body) is spoiled at a
 * time. Read-only calls start from a valid request, so a refusal is about the spoiled field.
 * State-changing calls start from a request the platform must refuse for a business reason (wrong
 * password, taken user name, no such promotion, code asked for too soon…), so no spoiled field can
 * ever be stored, and a success is a bug whatever the field.
 */
const BASE_REQUESTS: { [Id in CallId]: RequestOf<Id> } = {
  // ---- account ----
  login: { type: 'username', username: 'demo_member', password: 'Wrong1234' },
  testPlay: { moduleId: 'FREEPLAY3' }, // one literal field: every spoiled version is malformed
  trialLogin: {},
  register: {
    method: 'username',
    registerMethod: 'H5',
    registerUrl: 'lotus.example',
    username: 'demo_member', // taken
    password: 'Secret123',
    confirmPassword: 'Secret123',
    nickname: 'Bad Input',
    email: 'bad.input@example.com',
    countryDialingCode: '95',
    mobileNum: '9750000001', // taken
    verificationCode: '000000', // never sent
  },
  sendSmsCode: { mobileNum: THROTTLED_MOBILE, countryDialingCode: '95', purpose: 'register', captchaKey: 'no-such-captcha', captcha: '12' },
  captcha: {},
  registerRules: {},
  usernameCheck: { username: 'someone_new' },
  affiliateCheck: { code: 'NOSUCHCODE', domain: 'lotus.example' },
  forgotPasswordEmail: { username: 'demo_member', email: 'someone.else@example.com' }, // not demo_member's address
  setPasswordByPhone: { newPassword: 'Changed123', mobileNum: '9750000001', countryDialingCode: '95', verificationCode: '000000' },
  changePassword: { oldPassword: 'Wrong1234', newPassword: 'Changed123', confirmNewPassword: 'Changed123' },
  logout: {},
  systemStatus: {},
  systemCountry: {},
  setHeadIcon: { icon: '7' }, // nothing to refuse it for: only spoiled (malformed) versions are sent
  getHeadIcon: {},
  registerSettings: {},
  memberInfo: {},
  helpCentre: { lang: 'EN', device: 'MOBILE' },
  inboxUnread: {},
  inboxList: { pageNo: 1, pageSize: 20 },
  inboxRead: { id: MISSING_ID }, // no such message: refused whatever the other fields hold
  customerService: {},
  liveChat: { b2c: 1, language: 'EN', backUrl: 'https://lotus.example/m/home', headerColor: '#1a2b3c', title: 'Support' },
  wallet: {},
  merchantWallet: {},
  transferAllBack: { requestId: 'bad-input-request-0001' }, // one field: every spoiled version is malformed
  // ---- security centre (issue 23) ----
  securityInfo: {},
  setPaymentPassword: { newPassword: '135790', confirmPassword: '135791' }, // the two differ
  changePaymentPassword: { oldPassword: '000000', newPassword: '135790', confirmPassword: '135790' }, // none set yet
  sendPaymentResetCode: {},
  resetPaymentPassword: { loginPassword: 'Demo1234', verificationCode: '000000', newPassword: '135790', confirmPassword: '135790' }, // no code was sent
  bindMobile: { mobileNum: THROTTLED_MOBILE, countryDialingCode: '95', verificationCode: '000000' }, // no code was sent
  bindEmail: { email: 'not-an-email' },
  // ---- cashier (issue 24): withdrawal and records ----
  withdrawOptions: {},
  payoutBanks: {},
  addBankAccount: { requestId: 'bad-input-request-0002', bankCode: 'NOSUCHBANK', accountNumber: '12345678901234567', accountName: 'Someone Else' }, // no such bank
  withdraw: { requestId: 'bad-input-request-0003', accountId: '999999', amount: '10000', paymentPassword: '135790' }, // demo_member has no payment password
  transactionRecords: { from: '2026-01-01 00:00:00', to: '2026-02-01 00:00:00', pageNo: 1, pageSize: 20 },
  betRecords: { from: '2026-01-01 00:00:00', to: '2026-02-01 00:00:00', pageNo: 1, pageSize: 20, gameType: 'RNG' },
  // ---- games ----
  vendorGameTypes: { typeId: 1, merchant_code: MERCHANT },
  gameList: { merchant: MERCHANT, platform: 'html5', clientType: 2, pageNo: 1, pageSize: 35, language: 'EN' },
  homeGameLists: { language: 'EN' },
  hotGames: { isPlatform: 2, language: 'EN', platform: 'html5', merchantCode: MERCHANT },
  favouriteIds: { pageNo: 1, pageSize: 100 },
  favouriteList: { pageNo: 1, pageSize: 35, language: 'EN' },
  addFavourite: { nodeId: 'no-such-node', vendor: 'NOPE' },
  removeFavourite: { nodeId: 'no-such-node', vendor: 'NOPE' },
  recentAdd: { nodeId: 'no-such-node' },
  recentList: { page: 1, pageSize: 35, language: 'EN', clientType: 2 },
  launchGame: { nodeId: 'no-such-node', language: 'EN' },
  winnerBoard: { gameCategory: 'ALL', language: 'EN', limitNum: 20 },
  lotteryList: { language: 'EN' },
  lotteryMenu: { language: 'EN' },
  popularLottery: { language: 'EN' },
  vnLotteryRecent: { region: 'north' },
  vnLotteryNumero: {},
  lotteryNumero: { code: 'NOPE' },
  gameMenus: { language: 'EN' },
  liveModelList: { pageNo: 1, pageSize: 20 },
  // ---- content ----
  announcements: { types: 'B,PL,PU', platform: 'M', merchantCode: MERCHANT, language: 'EN' },
  markAnnouncementRead: { announcementId: MISSING_ID, read: true },
  promotionCategories: { language: 'EN' },
  promotionJoin: { promotionId: MISSING_ID },
  requestReward: { promotionId: MISSING_ID, remarks: 'hello', pictures: [] },
  chatUnread: {},
  downloadLinks: {},
  // ---- invite (issue 23) ----
  inviteInfo: { language: 'EN' },
  // ---- cashier: deposits (issue 24) ----
  depositOptions: {},
  createDeposit: { requestId: 'bad-input-deposit-0001', channelId: 'cbpay-1', amount: '10000' }, // a channel switched off: channel.closed
  depositOrders: { pageNo: 1, pageSize: 20 },
  depositOrder: { orderId: NO_ORDER_ID }, // the seed has no orders: a read refused whatever the fields
  uploadDepositReceipt: { requestId: 'bad-input-receipt-0001', orderId: NO_ORDER_ID, picture: { fileName: 'receipt.png', dataUrl: 'data:image/png;base64,' } },
  markDepositPaid: { orderId: NO_ORDER_ID },
  cancelDeposit: { orderId: NO_ORDER_ID },
  depositLimits: {},
  // Over the most a limit may be (amount.aboveMax); its spoiled limit null removes a limit never set (request.invalid).
  setDepositLimit: { period: 'DAILY', limit: '1000000000000' },
  // ---- agent ----
  teamKpi: { startDate: '2026-01-01', endDate: '2026-01-01', size: 0 },
  contractRequests: {},

  // ---- agent: team overview and team management (issue 25, team) ----
  teamOverview: { startDate: '2026-01-01', endDate: '2026-01-31' },
  teamMembers: { parent: 'demo_subagent', username: 'team', level: 2, status: 'normal', pageNo: 1, pageSize: 30 },
  teamMemberDetail: { username: 'team_eve', startDate: '2026-01-01', endDate: '2026-01-31' },

  // ---- agent: open account and rebates (issue 25, register) ----
  // demo_member is no agent: the writes are refused (login.nonAgent) whatever the fields hold.
  agentRebates: { pageNo: 1, pageSize: 20, search: 'team' },
  setMemberRebate: {
    username: 'team_ava',
    rates: { RNG: '0.50', INHOUSE: '0.50', FISH: '0.50', LIVE: '0.50', SPORTS: '0.50', ESPORTS: '0.50', PVP: '0.50', COCKFIGHT: '0.50', LOTT: '0.50' },
  },
  teamRebateIncome: { startDate: '2026-01-01', endDate: '2026-01-07' },
  agentRegister: {
    requestId: 'bad-input-agent-register-0001',
    type: 0,
    username: 'demo_member', // taken as well
    password: 'Open1234',
    confirmPassword: 'Open1234',
    rates: { RNG: '0.50', INHOUSE: '0.50', FISH: '0.50', LIVE: '0.50', SPORTS: '0.50', ESPORTS: '0.50', PVP: '0.50', COCKFIGHT: '0.50', LOTT: '0.50' },
  },

  // ---- agent: reports, dividend and contracts (issue 25, reports) ----
  teamPnl: { from: '2026-01-01 00:00:00', to: '2026-02-01 00:00:00', by: 'member', pageNo: 1, pageSize: 20 },
  teamBetting: { from: '2026-01-01 00:00:00', to: '2026-02-01 00:00:00', pageNo: 1, pageSize: 20, gameType: 'RNG', username: 'team_ava' },
  agentContracts: {},
  answerContract: { requestId: 'bad-input-contract-0001', kind: 'dividend', answer: 'accept' }, // demo_member is no agent: login.nonAgent
  dividendInfo: {},
};

// ---- the spoilers ----

const HUGE = 'x'.repeat(100_000);
const PAYLOADS = ["' OR 1=1 --", "'; DROP TABLE members; --", '<script>alert(1)</script>', '" onerror=alert(1)'];

/** One bad request: what it is, how it travels, and whether the schema already makes it malformed. */
interface Attempt {
  label: string;
  /** Malformed (or in the wrong encoding): must be a 4xx, not even a business refusal. */
  malformed: boolean;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** The refusal's code, where the call has one for exactly this mistake. */
  code?: string;
}

type Fields = Record<string, unknown>;

const show = (value: unknown) => (value === HUGE ? `'x' × ${HUGE.length}` : (JSON.stringify(value) ?? String(value)).slice(0, 40));
const isMalformed = (id: CallId, input: unknown) => !SCHEMAS[id].request.safeParse(input).success;

/** The request fields of a call: JSON Schema properties and the required ones. */
function fieldsOf(id: CallId): { name: string; schema: JsonSchema; required: boolean }[] {
  const request = jsonSchemaOf(SCHEMAS[id].request);
  const required = new Set((request.required ?? []) as string[]);
  return Object.entries((request.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({ name, schema, required: required.has(name) }));
}

/** Values of the wrong JSON type for a field, and out-of-range numbers. */
function wrongJsonValues(schema: JsonSchema): unknown[] {
  const type = schema.type;
  const numeric = type === 'integer' || type === 'number';
  return [
    ...(numeric ? ['42', 1e308, -1] : [42]),
    ...(type === 'integer' ? [1.5] : []),
    ...(type === 'string' ? [] : ['text']),
    ...(type === 'object' ? [] : [{ nested: true }]),
    ...(type === 'array' ? [] : [['x']]),
    null,
    ...(type === 'boolean' ? [] : [true]),
  ];
}

/** Texts a query string or form can carry that no numeric or enumerated field accepts. */
function wrongTexts(schema: JsonSchema): string[] {
  const numeric = schema.type === 'integer' || schema.type === 'number';
  return ['', 'abc', 'null', '[object Object]', ...(numeric ? ['1.5', '1e400', '-1', '0x10'] : [])];
}

/** Field values a request could carry, spoiled one field at a time. */
function spoiledFields(id: CallId, base: Fields, wire: 'json' | 'text'): { label: string; fields: Fields }[] {
  const spoiled: { label: string; fields: Fields }[] = [];
  for (const { name, schema, required } of fieldsOf(id)) {
    const values = [...(wire === 'json' ? wrongJsonValues(schema) : wrongTexts(schema)), HUGE, ...PAYLOADS];
    for (const value of values) spoiled.push({ label: `${name} = ${show(value)}`, fields: { ...base, [name]: value } });
    if (required) {
      const { [name]: _missing, ...rest } = base;
      spoiled.push({ label: `${name} missing`, fields: rest });
    }
  }
  // A computed '__proto__' key is an own field, as JSON.parse makes it: a parser that merges it would pollute Object.prototype.
  for (const key of ['unexpected', PAYLOADS[0]!, 'constructor', '__proto__']) {
    spoiled.push({ label: `unknown field ${show(key)}`, fields: { ...base, [key]: { polluted: true } } });
  }
  return spoiled;
}

// ---- encoding requests ----

let sandbox: Sandbox;
let token: string;

function urlOf(id: CallId, query = ''): string {
  const meta = CALLS[id];
  return `${sandbox.prefixes[meta.group]}${meta.path}${query ? `?${query}` : ''}`;
}

function baseHeaders(id: CallId): Record<string, string> {
  // The member's session, so auth calls get past the 401 to the fields.
  return CALLS[id].auth ? { Authorization: `Bearer ${token}` } : {};
}

const asText = (fields: Fields): [string, string][] => Object.entries(fields).map(([key, value]) => [key, String(value)]);

/** Sends fields the way the call travels: query string, form, JSON or encrypted JSON. */
function encoded(id: CallId, label: string, fields: Fields): Attempt {
  const meta = CALLS[id];
  const headers = baseHeaders(id);
  if (meta.body === 'query') {
    const text = Object.fromEntries(asText(fields));
    return { label, malformed: isMalformed(id, text), method: meta.method, url: urlOf(id, new URLSearchParams(text).toString()), headers };
  }
  if (meta.body === 'form') {
    const text = Object.fromEntries(asText(fields));
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    return { label, malformed: isMalformed(id, text), method: meta.method, url: urlOf(id), headers, body: new URLSearchParams(text).toString() };
  }
  headers['Content-Type'] = 'application/json';
  if (meta.encrypted) headers[ENCRYPTION_HEADER] = ENCRYPTION_SCHEME;
  const body = JSON.stringify(meta.encrypted ? encryptBody(fields, sandbox.brand!.api.encryptionKey) : fields);
  return { label, malformed: isMalformed(id, fields), method: meta.method, url: urlOf(id), headers, body };
}

/** A raw body with the given content type (none: no header), always malformed for the call. */
function raw(id: CallId, label: string, body: string | FormData, contentType?: string, extra: Record<string, string> = {}): Attempt {
  const headers = { ...baseHeaders(id), ...extra, ...(contentType ? { 'Content-Type': contentType } : {}) };
  return { label, malformed: true, method: CALLS[id].method, url: urlOf(id), headers, body };
}

/** Query strings a form parser may read in more than one way. */
function oddQueries(id: CallId, base: Fields): Attempt[] {
  const text = asText(base);
  return fieldsOf(id).flatMap(({ name }) => {
    const others = text.filter(([key]) => key !== name);
    const repeated = new URLSearchParams([...others, [name, 'abc'], [name, 'abc']]).toString();
    const bracketed = new URLSearchParams([...others, [`${name}[x]`, '1']]).toString();
    // Which of two values a parser keeps is its choice, so a repeated field is only well-formed-or-not.
    const attempts = [
      { label: `${name} repeated`, query: repeated, malformed: false },
      { label: `${name}[x]`, query: bracketed, malformed: true },
    ];
    return attempts.map(({ label, query, malformed }): Attempt =>
      CALLS[id].body === 'query'
        ? { label, malformed, method: CALLS[id].method, url: urlOf(id, query), headers: baseHeaders(id) }
        : { ...raw(id, label, query, 'application/x-www-form-urlencoded'), malformed },
    );
  });
}

/** Bodies that are not what the call reads: not JSON, not an object, broken forms, files. */
function badBodies(id: CallId, base: Fields): Attempt[] {
  const sealed = sealedHeader(id);
  const withFile = new FormData();
  for (const [key, value] of asText(base)) withFile.append(key, new Blob([value]), 'field.txt');
  return [
    ...['{', 'not json', '\u0000\u0001', '[]', 'null', '"text"', '42', '['.repeat(100_000), `${'['.repeat(5_000)}${']'.repeat(5_000)}`].map((body) =>
      raw(id, `body ${show(body)}`, body, 'application/json', sealed),
    ),
    raw(id, 'multipart without a boundary', 'x', 'multipart/form-data', sealed),
    raw(id, 'multipart that does not match its boundary', 'garbage', 'multipart/form-data; boundary=xyz', sealed),
    raw(id, 'every field a file upload', withFile, undefined, sealed),
    raw(id, 'form with broken percent-encoding', '%E0%A4%A&&&=&%', 'application/x-www-form-urlencoded', sealed),
  ];
}

/** The call's own body under another content type (or none): refused before the fields are read. */
function wrongContentTypes(id: CallId, base: Fields): Attempt[] {
  const meta = CALLS[id];
  const json = JSON.stringify(meta.encrypted ? encryptBody(base, sandbox.brand!.api.encryptionKey) : base);
  const form = new URLSearchParams(asText(base)).toString();
  const wrongTypes: [string | undefined, string][] =
    meta.body === 'form'
      ? [
          ['application/json', json],
          ['text/plain', form],
          [undefined, form],
        ]
      : [
          ['text/plain', json],
          [undefined, json],
          ['application/x-www-form-urlencoded', form],
          ['application/xml', json],
        ];
  return wrongTypes.map(([contentType, body]) => raw(id, `content type ${contentType ?? 'missing'}`, body, contentType, sealedHeader(id)));
}

const sealedHeader = (id: CallId): Record<string, string> => (CALLS[id].encrypted ? { [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME } : {});

/** Encrypted calls: the body in clear, a broken envelope, another key, a wrong or missing header. */
function unsealedBodies(id: CallId, base: Fields): Attempt[] {
  const key = sandbox.brand!.api.encryptionKey;
  const sealed = encryptBody(base, key);
  const header = { [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME };
  return [
    raw(id, 'in clear, no encryption header', JSON.stringify(base), 'application/json'),
    raw(id, 'in clear, with the encryption header', JSON.stringify(base), 'application/json', header),
    raw(id, 'encrypted, no encryption header', JSON.stringify(sealed), 'application/json'),
    raw(id, 'encrypted, another scheme in the header', JSON.stringify(sealed), 'application/json', { [ENCRYPTION_HEADER]: 'aes-128-ecb' }),
    raw(id, "encrypted with another brand's key", JSON.stringify(encryptBody(base, 'harbor-bay-body-key-2026')), 'application/json', header),
    raw(id, 'iv and data not strings', JSON.stringify({ iv: 1, data: ['x'] }), 'application/json', header),
    raw(id, 'iv and data not base64', JSON.stringify({ iv: '***', data: PAYLOADS[0] }), 'application/json', header),
    raw(id, 'data cut short', JSON.stringify({ ...sealed, data: sealed.data.slice(0, 10) }), 'application/json', header),
    raw(id, 'data huge', JSON.stringify({ iv: sealed.iv, data: HUGE }), 'application/json', header),
    raw(id, 'encrypted JSON that is not an object', JSON.stringify(encryptBody('text', key)), 'application/json', header),
  ];
}

/** Every bad request for a call. */
function corpus(id: CallId): Attempt[] {
  const meta = CALLS[id];
  const base = BASE_REQUESTS[id] as Fields;
  const wire = meta.body === 'json' ? 'json' : 'text';
  const attempts = spoiledFields(id, base, wire).map(({ label, fields }) => encoded(id, label, fields));
  if (meta.body !== 'json') attempts.push(...oddQueries(id, base));
  if (meta.body !== 'query') attempts.push(...badBodies(id, base));
  if (meta.encrypted) attempts.push(...unsealedBodies(id, base));
  return attempts;
}

// ---- pictures (requestReward) ----

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const GIF_1PX = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
/** A real PNG start padded to one byte over the limit: only its size is wrong. */
const OVERSIZED_PNG = Buffer.concat([PNG_1PX, Buffer.alloc(MAX_IMAGE_BYTES + 1 - PNG_1PX.length)]);
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
const picture = (fileName: string, url: string) => ({ fileName, dataUrl: url });

/**
 * Pictures that are not a JPEG or PNG of at most 5 MB, or too many (G §5), sent for a running
 * promotion so the pictures are what the platform must refuse them for.
 */
function pictureAttempts(promotionId: number): Attempt[] {
  const reward = (label: string, pictures: unknown[], expected: { code?: string; promotionId?: number } = {}): Attempt => ({
    ...encoded('requestReward', label, { promotionId: expected.promotionId ?? promotionId, remarks: 'receipt attached', pictures }),
    code: expected.code,
  });
  const png = (fileName: string) => picture(fileName, dataUrl('image/png', PNG_1PX));
  const notAnImage = { code: 'upload.type' };
  const fullLengthDataUrl = `data:image/png;base64,${'A'.repeat(7_100_000 - 'data:image/png;base64,'.length)}`;
  return [
    reward('a picture over 5 MB decoded', [picture('big.png', dataUrl('image/png', OVERSIZED_PNG))], { code: 'upload.size' }),
    reward(
      `${MAX_IMAGES + 1} pictures`,
      Array.from({ length: MAX_IMAGES + 1 }, (_, i) => png(`p${i}.png`)),
      { code: 'upload.count' },
    ),
    reward('a GIF renamed .png', [picture('receipt.png', dataUrl('image/png', GIF_1PX))], notAnImage),
    reward('a GIF', [picture('receipt.gif', dataUrl('image/gif', GIF_1PX))], notAnImage),
    reward('HTML renamed .jpg', [picture('receipt.jpg', dataUrl('image/jpeg', HTML_PAGE))], notAnImage),
    reward('a PNG under a text/html data URL', [picture('receipt.png', dataUrl('text/html', PNG_1PX))], notAnImage),
    reward('a javascript: URL', [picture('receipt.png', 'javascript:alert(1)')], notAnImage),
    reward('a remote address instead of data', [picture('receipt.png', 'https://evil.example/receipt.png')], notAnImage),
    reward('a data URL without base64', [picture('receipt.png', `data:image/png,${PNG_1PX.toString('latin1')}`)], notAnImage),
    reward('a data URL that is not base64', [picture('receipt.png', 'data:image/png;base64,@@@not base64@@@')], notAnImage),
    reward('an empty data URL', [picture('receipt.png', '')], notAnImage),
    reward('a huge non-image data URL', [picture('receipt.png', HUGE)], notAnImage),
    reward('a picture without a name', [{ dataUrl: dataUrl('image/png', PNG_1PX) }]),
    reward('a picture with an unknown field', [{ ...png('a.png'), path: '/etc/passwd' }]),
    reward('a picture that is null', [null]),
    // Odd names on a real PNG: only the missing promotion makes these wrong, so nothing may be stored.
    ...['../../etc/passwd.png', '<script>alert(1)</script>.png', PAYLOADS[1]!].map((name) =>
      reward(`a PNG named ${show(name)}`, [png(name)], { promotionId: MISSING_ID, code: 'promotion.notFound' }),
    ),
    {
      ...reward(
        'a body over the upload limit',
        Array.from({ length: MAX_IMAGES }, (_, i) => picture(`p${i}.png`, fullLengthDataUrl)),
        { code: 'upload.size' },
      ),
      malformed: true,
    },
  ];
}

// ---- judging the answers ----

/** Row counts of every table but the attempt tables, read from sqlite_master each time. */
function rowCounts(): Map<string, number> {
  const tables = sandbox.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as {
    name: string;
  }[];
  return new Map(
    tables
      .filter(({ name }) => !ATTEMPT_TABLES.has(name))
      .map(({ name }) => [name, Number((sandbox.db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n)]),
  );
}

function countChanges(before: Map<string, number>, after: Map<string, number>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].flatMap((name) =>
    before.get(name) === after.get(name) ? [] : [`${name} ${before.get(name) ?? 'absent'} → ${after.get(name) ?? 'absent'}`],
  );
}

/** What is wrong with the answer to an attempt, or null when the platform behaved. */
async function problemWith(id: CallId, attempt: Attempt): Promise<string | null> {
  const before = rowCounts();
  let response: Response;
  try {
    response = await sandbox.app.request(attempt.url, { method: attempt.method, headers: attempt.headers, body: attempt.body });
  } catch (error) {
    return `threw ${(error as Error).message}`;
  }
  const text = await response.text();
  const stored = countChanges(before, rowCounts());
  if (stored.length) return `stored rows: ${stored.join(', ')} (HTTP ${response.status} ${text.slice(0, 120)})`;
  if (response.status >= 500) return `HTTP ${response.status} ${text.slice(0, 120)}`;
  let answer: { success?: unknown; code?: unknown };
  try {
    answer = JSON.parse(text);
  } catch {
    return `HTTP ${response.status}, answer not JSON: ${text.slice(0, 80)}`;
  }
  if (answer.success === false) {
    if (typeof answer.code !== 'string' || !answer.code) return `refusal without a code: ${text.slice(0, 120)}`;
    if (attempt.malformed && (response.status < 400 || response.status > 499)) return `HTTP ${response.status} ${answer.code}: malformed input must be a 4xx`;
    if (attempt.code && answer.code !== attempt.code) return `refused with ${answer.code}, expected ${attempt.code}`;
    return null;
  }
  if (answer.success !== true) return `HTTP ${response.status}, no success flag: ${text.slice(0, 120)}`;
  // Accepted: only a read-only call may do that, only for a well-formed request, with a valid value.
  if (attempt.malformed) return `HTTP ${response.status} success: the request is malformed`;
  if (changesState(id)) return `HTTP ${response.status} success: acted on a bad input`;
  const valid = envelope(SCHEMAS[id].response).safeParse(answer);
  return valid.success ? null : `success with a value its schema refuses: ${valid.error.issues[0]?.message}`;
}

async function problemsWith(id: CallId, attempts: Attempt[]): Promise<string[]> {
  const problems: string[] = [];
  for (const attempt of attempts) {
    const problem = await problemWith(id, attempt);
    if (problem) problems.push(`${attempt.label}: ${problem}`);
  }
  return problems;
}

// ---- the run ----

let dir: string;
let countsAtStart: Map<string, number>;
let schemaAtStart: string;
/** A running promotion, so the picture checks are what refuses the pictures. */
let promotionId = 1;

const tableDefinitions = () =>
  JSON.stringify(sandbox.db.prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name").all());

async function hookValue<T>(path: string, body: unknown): Promise<T> {
  const response = await sandbox.app.request(`/__sandbox/${path}`, { method: 'POST', headers: HOOK_HEADERS, body: JSON.stringify(body) });
  return ((await response.json()) as { value: T }).value;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-bad-input-'));
  sandbox = createSandbox({ dbFile: join(dir, 'bad-input.sqlite'), brandId: BRAND_ID, hooks: true });
  token = (await hookValue<{ token: string }>('session', { username: 'demo_member' })).token;
  // Set-up, before the counts: a code for THROTTLED_MOBILE, so sendSmsCode's base comes too soon.
  await sandbox.app.request(urlOf('sendSmsCode'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mobileNum: THROTTLED_MOBILE, countryDialingCode: '95', purpose: 'register' }),
  });
  const promotions = await sandbox.app.request(urlOf('announcements', `types=Promotion&platform=M&merchantCode=${MERCHANT}&language=EN`));
  const list = ((await promotions.json()) as { value?: { list?: { id: number; endDate: string | null }[] } }).value?.list ?? [];
  promotionId = list.find((item) => item.endDate === null || Date.parse(item.endDate.replace(' ', 'T')) > Date.now())?.id ?? promotionId;
  countsAtStart = rowCounts();
  schemaAtStart = tableDefinitions();
});

afterAll(() => {
  sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('bad input', () => {
  it.each(CALL_IDS)('%s: refuses every spoiled request, never 5xx, stores nothing', async (id) => {
    const attempts = corpus(id);
    expect(attempts.length).toBeGreaterThanOrEqual(4);
    expect(await problemsWith(id, attempts)).toEqual([]);
  });

  it.each(CALL_IDS.filter((id) => CALLS[id].body !== 'query'))('%s: refuses its body under another content type', async (id) => {
    expect(await problemsWith(id, wrongContentTypes(id, BASE_REQUESTS[id] as Fields))).toEqual([]);
  });

  it('requestReward: refuses pictures that are not a JPEG or PNG of at most 5 MB, or too many', async () => {
    expect(await problemsWith('requestReward', pictureAttempts(promotionId))).toEqual([]);
  });

  it('SQL in a search or a code widens nothing: no games found, no affiliate accepted', async () => {
    for (const payload of PAYLOADS.slice(0, 2)) {
      const games = await sandbox.app.request(
        urlOf(
          'gameList',
          new URLSearchParams({ ...(Object.fromEntries(asText(BASE_REQUESTS.gameList)) as Record<string, string>), gameName: payload }).toString(),
        ),
      );
      const answer = (await games.json()) as { success: boolean; value?: { games: unknown[] } };
      if (answer.success) expect(answer.value?.games, payload).toEqual([]);
      expect(games.status, payload).toBeLessThan(500);
      const affiliate = await sandbox.app.request(urlOf('affiliateCheck', new URLSearchParams({ code: payload }).toString()));
      expect(affiliate.status, payload).toBeLessThan(500);
      expect(await affiliate.json(), payload).toMatchObject({ success: false });
    }
  });

  // Runs last (tests of a file run in order): the whole corpus has gone through.
  it('leaves the platform answering, its tables as they were, and no prototype polluted', async () => {
    const status = await sandbox.app.request(urlOf('systemStatus'));
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ success: true });
    const wallet = await sandbox.app.request(urlOf('wallet'), { headers: { Authorization: `Bearer ${token}` } });
    expect(await wallet.json(), 'the member is still logged in').toMatchObject({ success: true });
    expect(countChanges(countsAtStart, rowCounts())).toEqual([]);
    expect(tableDefinitions()).toBe(schemaAtStart);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
