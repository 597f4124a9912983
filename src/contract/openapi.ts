/**
 * The platform contract as an OpenAPI 3.1 document, for operators who implement or proxy the
 * platform for a brand: one operation per call in ./calls.ts, schemas converted from ./schemas.ts.
 * Pure (no files, no clock): `npm run contract:openapi` writes the result to dist/openapi/.
 *
 * What the document cannot say in standard OpenAPI travels in extensions:
 *   x-plain-body   the JSON schema of an encrypted call's body before encryption;
 *   x-module-id    the module id the platform expects with the call (A §7).
 */
import { z } from 'zod';
import packageJson from '../../package.json' with { type: 'json' };
import type { Brand } from '../brand/schema.ts';
import { CALL_IDS, CALLS, type CallId, type CallMeta } from './calls.ts';
import { DEVICE_HEADER, ENCRYPTION_HEADER, ENCRYPTION_SCHEME, MERCHANT_HEADER, STANDALONE_DEVICE } from './headers.ts';
import { ERROR_CODES } from './errors.ts';
import { envelope, SCHEMAS } from './schemas.ts';

export const OPENAPI_VERSION = '3.1.1';

/** A JSON Schema object as z.toJSONSchema writes it (draft 2020-12, which OpenAPI 3.1 uses). */
export type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface Operation {
  operationId: CallId;
  summary: string;
  tags: string[];
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> } | { $ref: string }>;
  security?: Record<string, string[]>[];
  'x-plain-body'?: JsonSchema;
  'x-module-id'?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<'get' | 'post' | 'put' | 'delete', Operation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, { description: string; content: Record<string, { schema: JsonSchema }> }>;
    parameters: Record<string, Parameter>;
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; description: string }>;
  };
}

export interface OpenApiOptions {
  /** info.version; the project's version (package.json) unless given. */
  version?: string;
}

/** Short names of the calls, from the spec's tables (A §7, G §7). */
const SUMMARIES: Record<CallId, string> = {
  login: 'Log in with user name and password, an SMS code or a phone-auth token',
  testPlay: 'Start a test-play (free play) session',
  trialLogin: 'Create a trial account and log it in',
  register: 'Register a member by user name or mobile number',
  sendSmsCode: 'Send a verification code by SMS (no login needed)',
  captcha: 'Get a captcha image and its key',
  registerRules: 'Registration validation rules per field',
  usernameCheck: 'Check whether a user name is still available',
  affiliateCheck: 'Check an affiliate (invitation) code',
  forgotPasswordEmail: 'Send a password reset e-mail',
  setPasswordByPhone: 'Set a new password with an SMS code',
  changePassword: 'Change the password of the logged-in member',
  logout: 'End the session',
  systemStatus: 'Site information, visitor location, maintenance and region restriction',
  systemCountry: 'Countries and their dialling codes',
  setHeadIcon: "Set the member's avatar",
  getHeadIcon: "Get the member's avatar",
  transferAllBack: 'Move every vendor wallet back to the main wallet (idempotent by requestId)',
  registerSettings: 'Registration form settings',
  memberInfo: 'Data of the logged-in member',
  helpCentre: 'Help centre articles',
  inboxUnread: 'Unread inbox messages',
  inboxList: "A page of the member's inbox, newest first",
  inboxRead: 'Mark an inbox message read',
  customerService: 'Customer service channels (addresses encrypted)',
  liveChat: 'Launch address of the live chat',
  wallet: "Total balance of the member's wallets",
  merchantWallet: 'Balance per vendor wallet',
  securityInfo: "The member's security items: which passwords are set, the bound mobile and e-mail (masked)",
  setPaymentPassword: 'Set the payment password (none set yet)',
  changePaymentPassword: 'Change the payment password (the old one required)',
  sendPaymentResetCode: 'Send a payment-password reset code to the bound mobile number',
  resetPaymentPassword: 'Reset a forgotten payment password (login password and the code)',
  bindMobile: 'Bind or change the mobile number, with an SMS code sent to it',
  bindEmail: 'Bind or change the e-mail address',
  vendorGameTypes: 'Vendors per game category',
  gameList: 'One page of games, filtered',
  homeGameLists: 'Top games and new RNG games of the home page',
  hotGames: 'Hot games',
  favouriteIds: "Node ids of the member's favourite games",
  favouriteList: "One page of the member's favourite games",
  addFavourite: 'Add a game to the favourites',
  removeFavourite: 'Remove a game from the favourites',
  recentAdd: 'Record a game as recently played',
  recentList: 'Recently played games',
  launchGame: 'Launch address of a game',
  winnerBoard: 'Latest big wins',
  lotteryList: 'Lotteries',
  lotteryMenu: 'Lottery menu',
  popularLottery: 'Popular lotteries',
  vnLotteryRecent: 'Recent Vietnam lottery results',
  vnLotteryNumero: 'Vietnam lottery number statistics',
  lotteryNumero: 'Number statistics of a lottery',
  gameMenus: 'Game category menu',
  liveModelList: 'Live casino models',
  announcements: 'Announcements, banners and promotions (read flags for members)',
  markAnnouncementRead: 'Mark an announcement as read',
  promotionCategories: 'Names of the promotion categories (promoAnnouncementCategoryIds)',
  promotionJoin: 'Join a sign-up promotion',
  requestReward: 'Apply for a promotion reward, with remarks and pictures',
  chatUnread: 'Unread live chat messages',
  downloadLinks: 'App download links',
  inviteInfo: "The member's affiliate code and link, the referral promotion's rules and the member's referral figures",
  depositOptions: "Deposit methods and channels, deposit bonuses, the player's deposit limits and pending orders",
  createDeposit: 'Create a deposit order (idempotent by requestId)',
  depositOrders: "The player's deposit orders, newest first",
  depositOrder: 'One deposit order and its status',
  uploadDepositReceipt: 'Attach the payment receipt picture to a pending deposit order (idempotent by requestId)',
  markDepositPaid: 'Say a pending bank or e-wallet deposit has been paid',
  cancelDeposit: 'Cancel a pending deposit order',
  depositLimits: "The player's own daily, weekly and monthly deposit limits and what is left",
  setDepositLimit: 'Set, lower or raise (after a cooling-off period) a deposit limit',
  withdrawOptions: 'What may be withdrawn, limits, fee, turnover still required, bank accounts',
  payoutBanks: 'Banks and e-wallets a withdrawal can be paid to, with their account number format',
  addBankAccount: 'Save a bank or e-wallet account for withdrawals (idempotent by requestId)',
  withdraw: 'Request a withdrawal with the payment password; debits the balance at once (idempotent by requestId)',
  transactionRecords: 'Money movements in a range, filtered by type and status, with totals',
  betRecords: 'Bets in a range, by category and vendor, with totals',
  teamKpi: 'Team counters of the agent home',
  contractRequests: 'Pending agent contract requests',

  // ---- agent: team overview and team management (issue 25, team) ----
  teamOverview: "The agent's team in a range of days: size, registrations, first deposits, money in and out, bets, profit",
  teamMembers: "The agent's downline (or a team member's), searched and filtered, a page at a time",
  teamMemberDetail: 'One member of the team, with their deposits, withdrawals and bets in a range',

  // ---- agent: open account and rebates (issue 25, register) ----
  agentRebates: "The agent's own rebate rates per game category and their direct members' (paged, searched, or one by user name)",
  setMemberRebate: "Set a direct member's rebate rate per category, never above the agent's own (idempotent: the same rates again change nothing)",
  teamRebateIncome: "The agent's rebate income from their team per day and category in a range of days, with totals",
  agentRegister: 'Open a direct downline account (member or agent) with its rebate rates (idempotent by requestId)',

  // ---- agent: reports, dividend and contracts (issue 25, reports) ----
  teamPnl: "The team's profit and loss in a range, by member (paged) or by game category, with totals",
  teamBetting: "The team's bets in a range, by category and member, with totals",
  agentContracts: "The agent's daily salary, dividend and hourly salary contracts: terms, status and payouts",
  answerContract: 'Accept or decline an offered contract (idempotent by requestId)',
  dividendInfo: "The dividend's current period: team loss so far, the tier reached, the projected dividend, past payouts",
};

const ref = (section: 'schemas' | 'responses' | 'parameters', name: string) => ({ $ref: `#/components/${section}/${name}` });
const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * JSON Schema of a zod schema, without the `$schema` line (the document's dialect applies).
 * Always the input side: requests as the platform parses them (defaults optional), answers as the
 * site parses them (extra fields of a non-strict object allowed: the site ignores them).
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  // unrepresentable 'any': a refinement or transform is checked by the receiver, not described here.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' });
  return rest;
}

/** The envelope's two branches, from schemas.ts's own `envelope` so the document cannot drift from it. */
function envelopeBranches(value: z.ZodType) {
  const [success, failure] = envelope(value).options;
  return { success, failure };
}

function failureSchema(): JsonSchema {
  const failure = jsonSchemaOf(envelopeBranches(z.unknown()).failure);
  const properties = failure.properties as Record<string, JsonSchema>;
  // Codes outside the list can come (a newer platform); the site then shows a generic message.
  properties.code = { anyOf: [ref('schemas', 'ErrorCode'), properties.code], description: properties.code?.description };
  return failure;
}

/** A failure envelope whose code is always `code` (400, 401, 413 answers). */
function fixedFailure(code: (typeof ERROR_CODES)[number], description: string) {
  return {
    description,
    content: { [JSON_TYPE]: { schema: { allOf: [ref('schemas', 'Failure'), { properties: { code: { const: code } } }] } } },
  };
}

function queryParameters(request: JsonSchema): Parameter[] {
  const properties = (request.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((request.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return { name, in: 'query', required: required.has(name), ...(typeof description === 'string' ? { description } : {}), schema: rest };
  });
}

const ENCRYPTION_PARAMETER: Parameter = {
  name: ENCRYPTION_HEADER,
  in: 'header',
  required: true,
  description: 'Names the encryption of the body.',
  schema: { type: 'string', const: ENCRYPTION_SCHEME },
};

const DEVICE_PARAMETER: Parameter = {
  name: DEVICE_HEADER,
  in: 'header',
  required: false,
  description: 'Sent by the site installed as a web app (A §7).',
  schema: { type: 'string', const: STANDALONE_DEVICE },
};

/** Where the request fields travel: query parameters, a plain body, or an encrypted body. */
function requestPart(meta: CallMeta, request: JsonSchema): Pick<Operation, 'parameters' | 'requestBody' | 'x-plain-body'> {
  if (meta.body === 'query') return { parameters: queryParameters(request) };
  if (meta.encrypted) {
    return {
      parameters: [ENCRYPTION_PARAMETER],
      requestBody: { required: true, content: { [JSON_TYPE]: { schema: ref('schemas', 'EncryptedBody') } } },
      'x-plain-body': request,
    };
  }
  return { parameters: [], requestBody: { required: true, content: { [meta.body === 'form' ? FORM_TYPE : JSON_TYPE]: { schema: request } } } };
}

function securityOf(meta: CallMeta): Operation['security'] {
  if (meta.auth === true) return [{ bearer: [] }];
  // Members get their read flags; guests are answered too, so "no credentials" is listed first.
  if (meta.auth === 'optional') return [{}, { bearer: [] }];
  return undefined;
}

function responsesOf(id: CallId, meta: CallMeta): Operation['responses'] {
  const { success } = envelopeBranches(SCHEMAS[id].response);
  return {
    '200': {
      description: "The envelope: `success: true` with the value, or `success: false` with the platform's refusal.",
      content: { [JSON_TYPE]: { schema: { oneOf: [jsonSchemaOf(success), ref('schemas', 'Failure')] } } },
    },
    '400': ref('responses', 'RequestInvalid'),
    ...(meta.auth === true ? { '401': ref('responses', 'LoggedOut') } : {}),
    // Every body has a size limit (requestReward's fits its pictures), so every call with one can get 413.
    ...(meta.body !== 'query' ? { '413': ref('responses', 'TooLarge') } : {}),
  };
}

function operationFor(id: CallId): Operation {
  const meta: CallMeta = CALLS[id];
  const { parameters = [], ...body } = requestPart(meta, jsonSchemaOf(SCHEMAS[id].request));
  const security = securityOf(meta);
  return {
    operationId: id,
    summary: SUMMARIES[id],
    tags: [meta.group],
    parameters: [ref('parameters', 'Merchant'), ...parameters, ...(id === 'login' ? [DEVICE_PARAMETER] : [])],
    ...body,
    ...(security ? { security } : {}),
    ...(meta.moduleId ? { 'x-module-id': meta.moduleId } : {}),
    responses: responsesOf(id, meta),
  };
}

/** The OpenAPI 3.1 document of the contract as `brand` reaches it (base URL and path prefixes). */
export function buildOpenApi(brand: Pick<Brand, 'name' | 'api'>, options: OpenApiOptions = {}): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const id of CALL_IDS) {
    const meta = CALLS[id];
    const path = brand.api.prefixes[meta.group] + meta.path;
    const method = meta.method.toLowerCase() as Lowercase<CallMeta['method']>;
    const item = (paths[path] ??= {});
    if (item[method]) throw new Error(`${meta.method} ${path}: both ${item[method].operationId} and ${id}`);
    item[method] = operationFor(id);
  }

  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: `${brand.name} platform contract`,
      version: options.version ?? packageJson.version,
      description:
        'Every call the site makes to the platform (specification A §7 and G §7). Every answer is an envelope: ' +
        '`{ success: true, value }` or `{ success: false, code, message, value? }`. Encrypted calls send ' +
        `\`{ iv, data }\`: AES-256-CBC of the JSON body (x-plain-body) with the key SHA-256(brand api.encryptionKey).`,
    },
    servers: [{ url: brand.api.baseUrl || '/' }],
    tags: [
      { name: 'wps', description: 'Accounts and content' },
      { name: 'lgw', description: 'Game gateway' },
    ],
    paths,
    components: {
      schemas: {
        ErrorCode: { type: 'string', enum: [...ERROR_CODES], description: 'Error codes the site knows and translates.' },
        Failure: failureSchema(),
        EncryptedBody: {
          type: 'object',
          properties: {
            iv: { type: 'string', description: 'Initialisation vector, base64.' },
            data: { type: 'string', description: 'Cipher text of the JSON body, base64.' },
          },
          required: ['iv', 'data'],
          additionalProperties: false,
        },
      },
      responses: {
        RequestInvalid: fixedFailure('request.invalid', 'A field is missing or malformed; the message names each field and its problem.'),
        LoggedOut: fixedFailure('session.expired', 'No session, or it expired: the site forgets the token.'),
        TooLarge: fixedFailure('request.tooLarge', 'The body is over the size limit.'),
      },
      parameters: {
        Merchant: {
          name: MERCHANT_HEADER,
          in: 'header',
          required: false,
          description: "The brand's merchant code; the site sends it with every call.",
          schema: { type: 'string' },
        },
      },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The session token from login, register or trial login.' },
      },
    },
  };
}
