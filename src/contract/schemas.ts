/**
 * Request and response schemas of every call in ./calls.ts, and the response envelope.
 * Node-side only (sandbox, build, tests, OpenAPI): the browser imports types from here, never values.
 *
 * Requests are strict (unknown fields are refused). Query strings arrive as text, so their numbers
 * use `z.coerce.number<number>()`: typed as numbers for the caller, coerced by the platform.
 * Encrypted calls (calls.ts `encrypted`) describe the plain body here; on the wire it is
 * `{ iv, data }` (src/lib/body-crypto.ts).
 */
import { z } from 'zod';
import {
  ANNOUNCEMENT_TYPES,
  TEAM_MEMBER_KINDS,
  TEAM_MEMBER_STATUSES,
  CONTRACT_KINDS,
  CONTRACT_PERIODS,
  CONTRACT_STATUSES,
  DOWNLINE_TYPES,
  GAME_CLASSIFICATIONS,
  GAME_TYPES,
  MODULE_IDS,
  PNL_GROUPINGS,
  REBATE_CATEGORIES,
  REGISTER_METHODS,
  TRANSACTION_TYPES,
  TURNOVER_SOURCES,
} from './vocabulary.ts';
import {
  ACCOUNT_NUMBER_MAX_LENGTH,
  AVATAR_BODY_BYTES,
  AVATAR_EDGE_PX,
  AVATAR_PRESETS,
  CAPTCHA_MAX_LENGTH,
  CONTRACT_TIERS_MAX,
  EMAIL_MAX_LENGTH,
  GAME_NAME_MAX_LENGTH,
  INBOX_PAGE_SIZE_MAX,
  MAX_IMAGES,
  MAX_IMAGE_BYTES,
  MOBILE_MAX_LENGTH,
  PAYEE_NAME_FORBIDDEN,
  PAYEE_NAME_MAX_LENGTH,
  PAYEE_NAME_MIN_LENGTH,
  PAYEE_NAME_PATTERN,
  PAYMENT_PASSWORD_LENGTH,
  REBATE_MEMBERS_PAGE_SIZE,
  REBATE_RATE_MAX,
  RECORDS_PAGE_SIZE,
  REMARKS_MAX_LENGTH,
  SMS_CODE_MAX_LENGTH,
  TEAM_REPORT_PAGE_SIZE,
  TEAM_LEVELS_MAX,
  TEAM_PAGE_SIZE,
  USERNAME_MAX_LENGTH,
} from './limits.ts';
import { SUPPORT_TYPES } from '../constants.ts';
import type { CallId } from './calls.ts';

/** Every answer: `{ success, value?, code?, message? }`. */
export function envelope<T extends z.ZodType>(value: T) {
  return z.union([
    z.strictObject({ success: z.literal(true), value }),
    z.strictObject({
      success: z.literal(false),
      code: z.string().min(1).describe('Error code (src/contract/errors.ts), e.g. modify.new.old.same.'),
      message: z.string(),
      value: z.record(z.string(), z.unknown()).optional().describe('Extra data, e.g. { captcha: true }.'),
    }),
  ]);
}

// ---- building blocks ----

const text = (max: number) => z.string().max(max);
/** The one rule for a payee name, wherever one is sent (registration, bank accounts). */
const payeeName = z.string().regex(PAYEE_NAME_PATTERN, `${PAYEE_NAME_MIN_LENGTH}-${PAYEE_NAME_MAX_LENGTH} characters, none of ${PAYEE_NAME_FORBIDDEN}`);
const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w.:-]+$/, 'letters, digits, _ . : -');
const qInt = (min: number, max: number) => z.coerce.number<number>().int().min(min).max(max);
const qNumber = (min: number, max: number) => z.coerce.number<number>().min(min).max(max);
const flag01 = z.union([z.literal(0), z.literal(1)]);
const yesNo = z.enum(['Y', 'N']);
const languageCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'a two-letter language code like MY')
  .describe('Language code, e.g. MY or EN.');
const digits = (max: number) => z.string().regex(new RegExp(`^\\d{1,${max}}$`), `1-${max} digits`);
const dialingCode = z.string().regex(/^\d{1,4}$/, 'digits without +, e.g. 95');
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const timestamp = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'YYYY-MM-DD HH:mm:ss');
const url = z.string().max(2048);
/** An amount: a number, or (ours, exact) a decimal string; src/lib/money.ts formats both without a float. */
const money = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]);
/** Ours: the key that makes a money-moving submit happen once however often it is sent. */
const requestId = z.string().regex(/^[A-Za-z0-9-]{16,64}$/, '16-64 letters, digits or hyphens');
const presetAvatar = z
  .string()
  .regex(new RegExp(`^(?:${Array.from({ length: AVATAR_PRESETS }, (_, i) => i + 1).join('|')})$`), `a preset avatar 1-${AVATAR_PRESETS}`);
const headIcon = z.object({
  icon: z.string().describe(`A preset avatar, '1'-'${AVATAR_PRESETS}', or 'custom' for the member's own picture.`),
  url: url.nullable().describe('The own picture, relative to the image CDN; null with a preset.'),
  uploadAllowed: z.boolean().describe('Whether the platform takes an own picture (setHeadIcon image).'),
});
const html = z.string().max(200_000).describe('HTML from the platform: sanitise before showing.');
const empty = z.strictObject({});
const gameType = z.enum(GAME_TYPES);
const captchaAnswer = z.string().regex(new RegExp(`^\\d{1,${CAPTCHA_MAX_LENGTH}}$`), `1-${CAPTCHA_MAX_LENGTH} digits`);
const captchaFields = { captcha: captchaAnswer.optional(), captchaKey: id.optional().describe('From the captcha call.') };
const memberType = z.number().int().describe('Member type: 0, 1, 2 real; 4 trial; 1, 2, 41, 42 agents (A §3).');

export const sessionValue = z.object({ token: z.string().min(16), userName: z.string(), type: memberType, firstTimeLogin: z.boolean() });

export const game = z.object({
  gameId: z.string(),
  nodeId: z.string(),
  nodeName: z.string(),
  gameName: z.string(),
  gameType,
  vassalage: z.string().describe('Vendor code.'),
  displayName: z.string().describe('Vendor display name.'),
  mobileLargeIcon: url,
  showIcon: url,
  iconUrl: url,
  isNew: flag01,
  isTop: flag01,
  isHot: flag01,
  roomId: z.string().nullable(),
  supportPlay: z.boolean(),
  gameClassify: z.enum(GAME_CLASSIFICATIONS).nullable(),
  minBet: z.number(),
});
const gamePage = z.object({ games: z.array(game), pageNum: z.number().int(), totalPages: z.number().int() });
const vendor = z.object({ vassalage: z.string(), displayName: z.string() });
const favouriteKey = z.strictObject({ nodeId: id, vendor: id });

/**
 * Ours: a hot match's fixture (G §3 names the "hot matches" group and type H, nothing of a match).
 * A platform sends it on type H announcements; title and content stay the operator's words.
 */
export const hotMatch = z.object({
  category: z.enum(['SPORTS', 'ESPORTS']).describe('The tab and list screen that show it.'),
  vassalage: z.string().describe('The vendor whose lobby takes the bet (launched like a tap on that vendor).'),
  sport: z.string().describe('The sport or e-sports title, e.g. Football, Dota 2.'),
  league: z.string(),
  home: z.string().describe('The first-named team.'),
  away: z.string(),
  kickOff: timestamp.describe("On the platform clock (UTC+7), like every platform time; the site shows it in the player's zone."),
});

export const announcement = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  linkedPromotionId: z.number().int().nullable(),
  title: z.string(),
  content: html,
  startDate: timestamp,
  endDate: timestamp.nullable(),
  noExpiry: flag01,
  promoAnnouncementCategoryIds: z.array(z.number().int()),
  announcementImages: z.array(z.object({ url, sequence: z.number().int().describe('1 is the cover.') })),
  imageRequired: yesNo,
  remarkRequired: yesNo,
  groupName: z.string().nullable(),
  url: url
    .nullable()
    .describe('The banner\'s target (G §3 "Banner: groupName, url"): a path of this site or an absolute URL; null when it opens nothing, and on other types.'),
  read: z.boolean(),
  match: hotMatch.optional().describe('Ours: type H only, the fixture the hot match is about.'),
});

/**
 * The largest reward request body: MAX_IMAGES pictures of MAX_IMAGE_BYTES, base64 (4/3) in JSON.
 * A picture's data URL is bounded by the body alone, so that one over 5 MB is refused by the
 * platform's size check (upload.size), never by the schema (request.invalid).
 */
export const MAX_UPLOAD_BODY_BYTES = Math.ceil((MAX_IMAGES * MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;

const picture = z.strictObject({
  fileName: z.string().min(1).max(200),
  dataUrl: z.string().max(MAX_UPLOAD_BODY_BYTES).describe('data:image/…;base64,… of at most 5 MB; checked by content.'),
});

/** Pictures a reward request may carry at all; the business limit is MAX_IMAGES (upload.count). */
const MAX_PICTURES_ACCEPTED = 10;

const vnRegion = z.enum(['north', 'central', 'south']);

const lottery = z.object({
  code: z.string(),
  name: z.string(),
  vassalage: z.string(),
  // Ours: a lottery is a game on the platform; the lobby launches it with launchGame, which takes a node id.
  nodeId: z.string().describe('The game node of the lottery (launchGame).'),
  gameType: z.enum(['LOTT', 'ELOTT']),
  region: vnRegion.optional().describe('Vietnamese regional lotteries only: whose results vnLotteryRecent gives.'),
  iconUrl: url,
  nextDrawAt: timestamp.describe('On the platform clock (UTC+7).'),
});

// ---- security centre (issue 23): masked contact details (./masking.ts), payment passwords ----

const maskedEmail = z.string().max(EMAIL_MAX_LENGTH).describe('Masked (src/contract/masking.ts): d•••@example.com.');
const boundMobile = z.object({
  dialingCode,
  number: z.string().max(MOBILE_MAX_LENGTH).describe('The national number masked (src/contract/masking.ts): 9•••••001.'),
});
const paymentPassword = z.string().regex(new RegExp(`^\\d{${PAYMENT_PASSWORD_LENGTH}}$`), `${PAYMENT_PASSWORD_LENGTH} digits`);

// ---- cashier (issue 24, ours): exact amounts, methods and channels, orders, ledger ----

/**
 * An amount the cashier sends or answers: a plain decimal string of at most 2 decimals ("1250",
 * "1250.5", "1250.50"), never a number, so no float ever holds money (src/lib/minor-units.ts).
 */
const amount = z.string().regex(/^\d{1,15}(\.\d{1,2})?$/, 'a decimal string of at most 2 decimals, like 1250.50');
const signedAmount = z.string().regex(/^-?\d{1,15}(\.\d{1,2})?$/, 'a signed decimal string, like -300.00');
/**
 * A fee (ours; the spec says only "fees: not shown"): `basisPoints` of the amount (150 = 1.5 %),
 * rounded up to the cent, plus `fixed`. Both 0: free. The site shows it before the player confirms,
 * computed the same way (src/lib/minor-units.ts feeOf).
 */
const fee = z.object({ basisPoints: z.number().int().min(0).max(10_000), fixed: amount });
/** Opening hours on the platform clock (UTC+7) as HH:mm; `close` before `open` runs past midnight. */
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');
const methodKind = z.enum(['BANK', 'EWALLET', 'ONLINE']).describe('BANK and EWALLET: the player pays a receiving account; ONLINE: a payment gateway page.');
const depositChannel = z.object({
  id,
  name: z.string().describe('What the player recognises, e.g. "KBZPay 1".'),
  min: amount,
  max: amount,
  presets: z.array(amount).max(12).describe('Amounts offered as chips, within min and max.'),
  fee,
  processingMinutes: z.number().int().min(0).describe('How long crediting usually takes once paid.'),
  hours: z.object({ open: hhmm, close: hhmm }).nullable().describe('Null: open around the clock.'),
  open: z.boolean().describe('Whether it takes orders now (inside its hours and switched on).'),
});
const depositMethod = z.object({
  id,
  kind: methodKind,
  name: z.string(),
  icon: url.nullable().describe("Relative to the image CDN; null: the site draws the kind's icon."),
  channels: z.array(depositChannel).describe('Empty: the method has nothing to offer now (the site says so).'),
});
const depositPromotion = z.object({
  id: z.number().int(),
  title: z.string(),
  minDeposit: amount,
  bonusBasisPoints: z.number().int().min(0).max(100_000).describe('Bonus as a share of the deposit: 10000 = 100 %.'),
  maxBonus: amount,
  turnoverMultiple: z.number().int().min(0).describe('Times (deposit + bonus) to bet before withdrawing.'),
});
const limitPeriod = z.enum(['DAILY', 'WEEKLY', 'MONTHLY']);
const depositLimit = z.object({
  period: limitPeriod,
  limit: amount.nullable().describe('Null: no limit.'),
  used: amount.describe('Deposited (and pending) in the current period.'),
  left: amount.nullable().describe('What may still be deposited this period; null: no limit.'),
  pending: z
    .object({ limit: amount.nullable(), effectiveAt: timestamp })
    .nullable()
    .describe('A raise (or removal) waiting for its cooling-off period to end; lowering takes effect at once.'),
});
const depositLimits = z.object({
  limits: z.array(depositLimit).length(3).describe('DAILY, WEEKLY, MONTHLY in that order.'),
  coolingOffHours: z.number().int().min(0).describe('How long a raise waits (the platform states it; the sandbox: 24).'),
});
const orderStatus = z.enum(['PENDING', 'SUCCESS', 'FAILED', 'EXPIRED', 'CANCELLED']);
const receivingAccount = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});
const depositOrder = z.object({
  orderId: id,
  reference: z.string().max(32).describe("The code the player writes in the transfer's remark."),
  kind: methodKind,
  channelId: id.describe("The channel's id in depositOptions, whose answer names it in the page's language."),
  methodName: z.string(),
  channelName: z.string(),
  amount: amount.describe('What the player pays, exactly (the platform may add cents to tell orders apart).'),
  fee: amount,
  credit: amount.describe('What reaches the balance: amount - fee (+ a bonus on success, credited apart).'),
  promotionId: z.number().int().nullable(),
  status: orderStatus,
  createdAt: timestamp,
  expiresAt: timestamp.describe('A pending order not paid by then expires.'),
  payee: receivingAccount.nullable().describe('BANK and EWALLET: where to pay; null for ONLINE.'),
  gatewayUrl: url.nullable().describe("ONLINE: the gateway page to open (the site checks it against the brand's allow-list)."),
  receiptUploaded: z.boolean(),
  paidMarked: z.boolean().describe('The player said "I have paid".'),
  failReason: z.string().nullable(),
});
const payoutBank = z.object({
  code: id,
  name: z.string(),
  kind: z.enum(['BANK', 'EWALLET']),
  accountDigits: z.object({ min: z.number().int().min(1), max: z.number().int().max(ACCOUNT_NUMBER_MAX_LENGTH) }),
  accountPrefix: z.string().max(8).nullable().describe('E-wallets: the number starts with it (e.g. 09); null: any.'),
});
const bankAccount = z.object({
  id,
  bankCode: id,
  bankName: z.string(),
  kind: z.enum(['BANK', 'EWALLET']),
  accountName: z.string(),
  accountNumber: z.string().describe('Masked but for the last 4 digits (src/contract/masking.ts).'),
});
const withdrawal = z.object({
  orderId: id,
  amount,
  fee: amount,
  payout: amount.describe('What the account receives: amount - fee.'),
  status: orderStatus,
  account: bankAccount,
  createdAt: timestamp,
});
const transactionType = z.enum(TRANSACTION_TYPES);
const recordsRange = {
  from: timestamp.describe("Start on the platform clock (UTC+7): the site converts the player's day boundaries."),
  to: timestamp.describe('End, exclusive.'),
  pageNo: qInt(1, 10_000),
  pageSize: qInt(1, RECORDS_PAGE_SIZE),
};

// ---- agent contracts (issue 25, ours) ----

const percent = z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percentage with at most 2 decimals, like 0.5');
/** A tier: from `threshold` of the basis a period (team valid bet for a salary, team loss for the dividend), the rate or the fixed amount. */
const contractTier = z.object({
  threshold: amount.describe("The period's basis from which the tier applies."),
  rate: percent.nullable().describe('Percent of the basis; null when the tier pays a fixed amount.'),
  fixed: amount.nullable().describe('A fixed amount a period; null when the tier pays a rate.'),
});
const contractPayout = z.object({
  date: date.describe('The period the payout is for (its first day), platform date.'),
  basis: signedAmount.describe("The period's basis: team valid bet (salary) or team loss (dividend)."),
  amount,
});
const contract = z.object({
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(CONTRACT_STATUSES),
  reference: z.string().nullable().describe("The offer's reference (what the contract request field carried); null when none."),
  basis: z.enum(['validBet', 'loss']).describe('What the tiers measure: team valid bet (salaries) or team loss (dividend).'),
  period: z.enum(CONTRACT_PERIODS),
  tiers: z.array(contractTier).max(CONTRACT_TIERS_MAX).describe('Lowest threshold first.'),
  offeredAt: timestamp.nullable(),
  answeredAt: timestamp.nullable(),
  payouts: z.array(contractPayout).describe('Newest first.'),
});

// ---- agent team (issue 25, ours): the overview's figures, the team list and one member ----

/** Whole days in the player's zone, first and last included (as teamKpi takes them). */
const teamRange = { startDate: date, endDate: date };
const teamUsername = z.string().min(1).max(USERNAME_MAX_LENGTH).regex(/^\w+$/, 'letters, digits and _');
const teamRebateRate = z
  .string()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, 'a percentage as a decimal string, like 0.8')
  .describe('The member\'s highest rebate rate over the game categories (agentRebates gives each), in percent of valid bets: "0.80" is 0.8 %.');
const countAndAmount = z.object({ count: z.number().int().min(0), amount });
const teamMember = z.object({
  username: z.string(),
  kind: z.enum(TEAM_MEMBER_KINDS).describe('agent: a member type with a downline of its own (MEMBER_TYPES.agent); member: a player.'),
  level: z.number().int().min(1).describe("Below the caller: 1 is the caller's direct member."),
  status: z.enum(TEAM_MEMBER_STATUSES),
  balance: amount,
  lastLoginAt: timestamp.nullable().describe('On the platform clock (UTC+7); null: never logged in.'),
  registeredAt: timestamp.describe('On the platform clock (UTC+7).'),
  rebateRate: teamRebateRate,
  teamSize: z.number().int().min(0).describe('Everyone below this member (its whole downline).'),
});
const teamTotals = z.object({
  deposits: countAndAmount.describe('Successful deposits.'),
  withdrawals: countAndAmount.describe('Successful withdrawals.'),
  bets: amount.describe('Stakes of the bets placed.'),
  validBets: amount.describe('What counted for turnover and rebates (settled bets, pushes excluded).'),
  profit: signedAmount.describe("The house's result on the settled bets: stakes lost minus wins paid; positive when the players lost."),
});

// ---- the calls ----

// ---- agent: open account and rebates (issue 25, register; ours) ----
const rebateRate = z
  .string()
  .regex(/^\d{1,3}\.\d{2}$/, 'percent with 2 decimals, like 1.20')
  .describe(`Percent of valid bets, 0.00 to ${REBATE_RATE_MAX}.`);
/**
 * A rate as sent: any plain signed decimal, so a negative rate or one with too many decimals reaches
 * the platform's business rule (rebate.invalid, naming the maximum) rather than a bare 400.
 */
const sentRebateRate = z.string().regex(/^-?\d{1,6}(\.\d{1,6})?$/, 'a decimal like 1.20');
const categoryKey = z.enum(REBATE_CATEGORIES);
const rebateRates = z.record(categoryKey, rebateRate).describe('One rate per game category (every category of REBATE_CATEGORIES).');
const sentRebateRates = z.record(categoryKey, sentRebateRate).describe('One rate per game category, each at most the agent’s own.');
const downlineType = z.union([z.literal(DOWNLINE_TYPES.member), z.literal(DOWNLINE_TYPES.agent)]).describe('0: a member; 2: an agent under the agent.');
const rebateMember = z.object({
  username: z.string(),
  type: memberType,
  registeredAt: timestamp,
  rates: rebateRates,
});
const incomeAmounts = z.record(categoryKey, amount);

export const AGENT_REGISTER_SCHEMAS = {
  agentRebates: {
    request: z.strictObject({
      username: text(USERNAME_MAX_LENGTH).optional().describe('One direct member by exact user name (rebate.notDirect when not one).'),
      search: text(USERNAME_MAX_LENGTH).optional().describe('Direct members whose user name contains this.'),
      pageNo: qInt(1, 10_000),
      pageSize: qInt(1, REBATE_MEMBERS_PAGE_SIZE),
    }),
    response: z.object({
      own: rebateRates.describe("The agent's own rates: no direct member's rate is above them."),
      newMemberRates: rebateRates.describe(
        "The platform's default rates for a new downline account, never above the agent's own: what opening an account starts from (the agent keeps the difference).",
      ),
      maxRate: rebateRate.describe("The platform's ceiling for any rate."),
      members: z.array(rebateMember).describe('Direct members, newest first.'),
      totalPages: z.number().int().min(0),
    }),
  },
  setMemberRebate: {
    request: z.strictObject({ username: text(USERNAME_MAX_LENGTH), rates: sentRebateRates }),
    response: rebateMember,
  },
  teamRebateIncome: {
    request: z.strictObject({ startDate: date, endDate: date }),
    response: z.object({
      days: z
        .array(z.object({ date, amounts: incomeAmounts, total: amount }))
        .describe('Days with income, newest first; amounts per category (0.00 where none).'),
      totals: z.object({ amounts: incomeAmounts, total: amount }).describe("The range's totals: the sums of the days."),
    }),
  },
  agentRegister: {
    request: z.strictObject({
      requestId,
      type: downlineType,
      username: text(64),
      password: text(128),
      confirmPassword: text(128),
      rates: sentRebateRates,
    }),
    response: z.object({ username: z.string(), type: downlineType, rates: rebateRates }),
  },
} as const;

export const SCHEMAS = {
  login: {
    request: z
      .strictObject({
        type: z.enum(['username', 'sms', 'firebase']),
        username: text(64).min(1).describe('User name, or mobile number for sms / firebase.'),
        password: text(128).describe('Password, or the SMS code for type sms.'),
        ...captchaFields,
        countryDialingCode: dialingCode.optional(),
        firebaseChannel: z
          .enum(['sms', 'google', 'facebook'])
          .optional()
          .describe('How the Firebase ID token was obtained: sms (the spec), google or facebook (ours: social login, username = the Firebase uid).'),
        firebaseIdToken: text(8192).optional(),
        firebaseMobileNo: text(MOBILE_MAX_LENGTH).optional(),
      })
      .refine((login) => login.type === 'firebase' || login.password.length > 0, { path: ['password'], message: 'required' }),
    response: sessionValue,
  },
  testPlay: {
    request: z.strictObject({ moduleId: z.literal(MODULE_IDS.testPlay) }),
    response: z.object({ token: z.string().min(16), userName: z.string(), customerType: memberType }),
  },
  trialLogin: { request: empty, response: sessionValue },
  register: {
    request: z.strictObject({
      method: z.enum(['username', 'mobile']).describe('Register by user name or by mobile number.'),
      type: z.literal(0).default(0),
      registerMethod: z.enum(REGISTER_METHODS),
      registerUrl: text(255).describe('Host name the player registered on.'),
      domain: text(255).optional(),
      username: text(64).optional(),
      password: text(128).optional(),
      confirmPassword: text(128).optional(),
      paymentPassword: text(128).optional(),
      affiliateCode: text(64).optional(),
      recommenderId: text(64).optional(),
      nickname: text(64).optional(),
      payeeName: payeeName.optional(),
      email: text(EMAIL_MAX_LENGTH).optional(),
      countryDialingCode: dialingCode.optional(),
      mobileNum: text(MOBILE_MAX_LENGTH).optional(),
      verificationCode: text(SMS_CODE_MAX_LENGTH).optional(),
      idNumber: text(64).optional(),
      qqNum: text(64).optional(),
      facebook: text(128).optional(),
      wechat: text(64).optional(),
      line: text(64).optional(),
      whatsapp: text(64).optional(),
      zalo: text(64).optional(),
      birthday: date.optional(),
      ...captchaFields,
      firebaseChannel: z.literal('sms').optional(),
      firebaseIdToken: text(8192).optional(),
    }),
    response: sessionValue,
  },
  sendSmsCode: {
    request: z.strictObject({
      mobileNum: digits(MOBILE_MAX_LENGTH),
      countryDialingCode: dialingCode,
      purpose: z.enum(['login', 'register', 'password', 'bind']).describe('What the code is for; bind: a new mobile number of the logged-in member.'),
      // A §3 "bot-check challenge values": ours are a solved captcha. Any text passes the schema,
      // so a missing, empty or wrong answer gets its own code (captcha.required, captcha.invalid).
      captchaKey: text(128).optional().describe('Bot check: the key of a captcha from the captcha call (single-use).'),
      captcha: text(32).optional().describe("Bot check: that captcha's answer."),
    }),
    response: z.object({ expirationTime: z.number().int().describe('When another code may be requested (ms since epoch); the code stays valid longer.') }),
  },
  captcha: {
    request: empty,
    response: z.object({ captchaKey: z.string(), image: z.string().startsWith('data:image/png;base64,') }),
  },
  registerRules: {
    request: empty,
    response: z.array(z.object({ field: z.string(), required: z.boolean(), enabled: z.boolean(), pattern: z.string(), message: z.string() })),
  },
  usernameCheck: { request: z.strictObject({ username: text(64).min(1) }), response: z.object({ available: z.boolean() }) },
  affiliateCheck: {
    request: z.strictObject({ code: text(64).min(1), domain: text(255).optional() }),
    response: z.object({ code: z.string() }),
  },
  forgotPasswordEmail: {
    request: z.strictObject({ username: text(64).min(1), email: text(EMAIL_MAX_LENGTH).min(3) }),
    response: z.object({ sent: z.literal(true) }),
  },
  setPasswordByPhone: {
    request: z.strictObject({
      newPassword: text(128).min(1),
      mobileNum: digits(MOBILE_MAX_LENGTH),
      countryDialingCode: dialingCode.optional(),
      verificationCode: text(SMS_CODE_MAX_LENGTH),
      firebaseIdToken: text(8192).optional(),
    }),
    response: z.object({ userName: z.string().describe('For the automatic login with the new password.') }),
  },
  changePassword: {
    request: z.strictObject({ oldPassword: text(128).min(1), newPassword: text(128).min(1), confirmNewPassword: text(128).min(1) }),
    response: z.object({ changed: z.literal(true) }),
  },
  logout: { request: empty, response: z.object({ loggedOut: z.literal(true) }) },
  systemStatus: {
    request: empty,
    response: z.object({
      info: z.object({
        customerService: z.array(z.object({ csType: z.enum(SUPPORT_TYPES), csPosition: z.number().int().optional(), url: z.string() })),
        domainRoute: z.string(),
        mobileTemplate: z.object({ mem_cen: z.number().int(), dep_func: z.number().int() }),
        paths: z.record(z.string(), z.string()),
        register: z.record(z.string(), z.boolean()),
        resources: z.array(z.object({ resourceType: z.string(), url: z.string() })),
        whitelabel: z.record(z.string(), z.boolean()),
        mainDomain: z.string(),
        imageCDNs: z.array(z.string()),
      }),
      location: z.object({ ip: z.string() }),
      maintenance: z.boolean(),
      regionRestriction: z.boolean(),
    }),
  },
  systemCountry: {
    request: empty,
    response: z.array(z.object({ code: z.string().length(2), name: z.string(), dialingCode: z.string() })),
  },
  // Ours (A §7 names the calls only): a preset avatar, or the member's own picture where the
  // platform allows uploads (form-urlencoded as the spec says: the picture travels as a data URL).
  setHeadIcon: {
    request: z
      .strictObject({
        icon: presetAvatar.optional(),
        image: z.string().max(AVATAR_BODY_BYTES).optional().describe(`data:image/jpeg;base64,… at most ${AVATAR_EDGE_PX} px a side; checked by content.`),
      })
      .refine((input) => (input.icon === undefined) !== (input.image === undefined), 'give icon or image, not both'),
    response: headIcon,
  },
  getHeadIcon: { request: empty, response: headIcon },
  registerSettings: {
    request: empty,
    response: z.object({
      fields: z.record(z.string(), z.boolean()).describe('Registration form field → enabled.'),
      captcha: z.boolean(),
      inviteCodeRequired: z.boolean(),
    }),
  },
  memberInfo: {
    request: empty,
    response: z.object({
      id: z.number().int(),
      account: z.string(),
      nickname: z.string(),
      type: memberType,
      clubLabel: z
        .object({ labelName: z.string(), level: z.number().int().min(0).optional().describe("Ours: the VIP level, which picks the label's colour.") })
        .nullable()
        .describe('VIP label.'),
    }),
  },
  helpCentre: {
    request: z.strictObject({ lang: languageCode, device: z.literal('MOBILE').optional() }),
    response: z.array(z.object({ title: z.string(), content: html })),
  },
  inboxUnread: { request: empty, response: z.number().int().min(0) },
  // Ours (the spec names only the unread count, G §3): the member's inbox, newest first, a page at a time.
  inboxList: {
    request: z.strictObject({
      pageNo: qInt(1, 10_000),
      pageSize: qInt(1, INBOX_PAGE_SIZE_MAX),
      language: languageCode.optional().describe("The page's language: titles and bodies in it where the platform has them, else in its own."),
    }),
    response: z.object({
      list: z.array(
        z.object({
          id: z.number().int().positive(),
          title: z.string(),
          content: html,
          createdAt: timestamp.describe('When it was sent, platform wall-clock time.'),
          read: z.boolean(),
        }),
      ),
      totalPages: z.number().int().min(0),
    }),
  },
  inboxRead: {
    request: z.strictObject({ id: z.number().int().positive() }),
    response: z.object({ id: z.number().int(), read: z.literal(true) }),
  },
  customerService: {
    request: empty,
    response: z.array(
      z.object({
        csType: z.enum(SUPPORT_TYPES),
        csPosition: z.number().int().optional(),
        url: z.string().describe('Encrypted: AES of the address with the last 8 characters as the key (src/lib/service-path.ts).'),
      }),
    ),
  },
  liveChat: {
    request: z.strictObject({
      b2c: qInt(0, 1).optional(),
      language: languageCode,
      backUrl: z
        .string()
        .max(2048)
        .regex(/^https?:\/\//, 'an http(s) address')
        .describe('Where the chat returns to.'),
      headerColor: z
        .string()
        .regex(/^#?[0-9a-fA-F]{6}$/)
        .optional(),
      title: text(64).optional(),
    }),
    response: z.object({ chatUrl: url }),
  },
  wallet: {
    request: empty,
    response: z.object({
      // Ours: a decimal string too (exact money: src/lib/money.ts formats it without a float).
      sumBalance: money.describe('Total of every wallet, in the brand currency: a number or a decimal string.'),
    }),
  },
  // Ours (A §7 names it only): the main wallet first, then one per game vendor holding money.
  merchantWallet: {
    request: empty,
    response: z.object({
      wallets: z.array(z.object({ vendor: z.string().describe("'MAIN' for the main wallet."), name: z.string(), balance: money })),
    }),
  },
  // Ours: every vendor wallet's money back to the main wallet, one vendor at a time as the
  // platform's game gateways do. A vendor that fails keeps its money (nothing is lost): it is in
  // `failed`, the rest in `moved`. The same requestId again answers the first answer (a double tap,
  // a retry after a time-out) without moving anything twice.
  transferAllBack: {
    request: z.strictObject({ requestId: requestId }),
    response: z.object({
      moved: z.array(z.object({ vendor: z.string(), name: z.string(), amount: money })),
      failed: z.array(z.object({ vendor: z.string(), name: z.string(), code: z.string() })),
    }),
  },
  // ---- security centre (issue 23) ----
  securityInfo: {
    request: empty,
    response: z.object({
      loginPasswordSet: z.boolean().describe('False for an account made without one (social or SMS sign-in).'),
      paymentPasswordSet: z.boolean(),
      mobile: boundMobile.nullable().describe('Null: no mobile number bound.'),
      email: maskedEmail.nullable().describe('Null: no e-mail address bound.'),
    }),
  },
  setPaymentPassword: {
    request: z.strictObject({
      loginPassword: text(128).min(1).optional().describe('The login password, so a borrowed session cannot set it; required when the account has one.'),
      newPassword: paymentPassword,
      confirmPassword: paymentPassword,
    }),
    response: z.object({ paymentPasswordSet: z.literal(true) }),
  },
  changePaymentPassword: {
    request: z.strictObject({ oldPassword: paymentPassword, newPassword: paymentPassword, confirmPassword: paymentPassword }),
    response: z.object({ paymentPasswordSet: z.literal(true) }),
  },
  // Ours (issue 34 item 6): a forgotten payment password. A code goes to the bound mobile number
  // (the platform knows it; the site only its masked form); without one, paymentPassword.noMobile
  // and the site sends the player to customer service.
  sendPaymentResetCode: {
    request: empty,
    response: z.object({ expirationTime: z.number().int().describe('When another code may be asked for (ms since epoch).'), mobile: boundMobile }),
  },
  resetPaymentPassword: {
    request: z.strictObject({
      loginPassword: text(128).min(1).optional().describe('Required when the account has one.'),
      verificationCode: text(SMS_CODE_MAX_LENGTH),
      newPassword: paymentPassword,
      confirmPassword: paymentPassword,
    }),
    response: z.object({ paymentPasswordSet: z.literal(true) }).describe('Also ends a lock from wrong tries and starts their count again.'),
  },
  bindMobile: {
    request: z.strictObject({
      mobileNum: digits(MOBILE_MAX_LENGTH),
      countryDialingCode: dialingCode,
      verificationCode: text(SMS_CODE_MAX_LENGTH).describe('The code sendSmsCode (purpose bind) sent to the number; with Firebase, the code the token proves.'),
      firebaseIdToken: text(8192).optional(),
    }),
    response: z.object({ mobile: boundMobile }),
  },
  bindEmail: {
    request: z.strictObject({ email: text(EMAIL_MAX_LENGTH).min(3) }),
    response: z.object({ email: maskedEmail }),
  },
  // ---- cashier (issue 24) ----
  depositOptions: {
    request: z.strictObject({
      language: languageCode.optional().describe("The page's language: the platform's labels (generic method names, bonus titles) in it where it has them."),
    }),
    response: z.object({
      methods: z.array(depositMethod),
      promotions: z.array(depositPromotion).describe('Deposit bonuses the player may join with this deposit.'),
      limits: depositLimits,
      pending: z.array(depositOrder).describe("The player's orders still pending, newest first."),
    }),
  },
  createDeposit: {
    request: z.strictObject({
      requestId,
      channelId: id,
      amount,
      promotionId: z.number().int().optional(),
      returnPath: z
        .string()
        .max(512)
        .regex(/^\/(?![/\\])/, 'a path of this site')
        .optional()
        .describe('ONLINE: where the gateway sends the player back (a path of the site; the platform puts it on its own origin).'),
    }),
    response: depositOrder,
  },
  depositOrders: {
    request: z.strictObject({ status: orderStatus.optional(), pageNo: qInt(1, 10_000), pageSize: qInt(1, RECORDS_PAGE_SIZE) }),
    response: z.object({ orders: z.array(depositOrder), totalPages: z.number().int().min(0) }),
  },
  depositOrder: {
    request: z.strictObject({ orderId: id }),
    response: depositOrder,
  },
  uploadDepositReceipt: {
    request: z.strictObject({ requestId, orderId: id, picture }),
    response: depositOrder,
  },
  markDepositPaid: {
    request: z.strictObject({ orderId: id }),
    response: depositOrder,
  },
  cancelDeposit: {
    request: z.strictObject({ orderId: id }),
    response: depositOrder,
  },
  depositLimits: {
    request: empty,
    response: depositLimits,
  },
  setDepositLimit: {
    request: z.strictObject({ period: limitPeriod, limit: amount.nullable().describe('Null: remove the limit (a raise: waits its cooling-off).') }),
    response: depositLimits,
  },
  withdrawOptions: {
    request: z.strictObject({
      language: languageCode.optional().describe("The page's language: bonus names in the turnover's sources in it where the platform has them."),
    }),
    response: z.object({
      available: amount.describe('The main wallet less pending withdrawals.'),
      withdrawable: amount.describe('What may be withdrawn now: `available`, or 0 while turnover remains.'),
      bonus: amount.describe('Bonus money in `available` from promotions whose turnover is not done yet (0: none).'),
      gameWallets: amount.describe("Money in the game vendors' wallets: not withdrawable until moved to the main wallet (transferAllBack)."),
      min: amount,
      max: amount,
      fee,
      daily: z.object({ countLimit: z.number().int().min(0), countUsed: z.number().int().min(0), amountLimit: amount, amountUsed: amount }),
      turnover: z.object({
        required: amount,
        done: amount,
        remaining: amount.describe('0: nothing blocks a withdrawal.'),
        sources: z
          .array(
            z.object({ kind: z.enum(TURNOVER_SOURCES), name: z.string().nullable().describe("A promotion's title; null for the others."), required: amount }),
          )
          .describe('What the requirement comes from, newest first: a deposit, a promotion (deposit and bonus), an adjustment by the platform.'),
      }),
      paymentPasswordSet: z.boolean(),
      attemptsLeft: z.number().int().min(0).describe('Wrong payment passwords allowed before the lock.'),
      lockedUntil: timestamp.nullable(),
      payeeName: z.string().nullable().describe('The registered payee name: new accounts must carry it; null: the player types it.'),
      accounts: z.array(bankAccount),
      accountsMax: z.number().int().min(1),
      pending: z.array(withdrawal).describe('Withdrawals not yet paid out, newest first.'),
    }),
  },
  payoutBanks: {
    request: empty,
    response: z.object({ banks: z.array(payoutBank) }),
  },
  addBankAccount: {
    request: z.strictObject({
      requestId,
      bankCode: id,
      accountNumber: z.string().regex(new RegExp(`^\\d{1,${ACCOUNT_NUMBER_MAX_LENGTH}}$`), 'digits'),
      accountName: payeeName,
    }),
    response: bankAccount,
  },
  withdraw: {
    request: z.strictObject({ requestId, accountId: id, amount, paymentPassword }),
    response: withdrawal,
  },
  transactionRecords: {
    request: z.strictObject({
      ...recordsRange,
      types: z
        .string()
        .regex(new RegExp(`^[${TRANSACTION_TYPES.join('')}]{1,${TRANSACTION_TYPES.length}}$`), 'type letters, e.g. DW')
        .optional()
        .describe('Letters of the types to show (TRANSACTION_TYPES), e.g. A for the agent tile; none: all.'),
      status: orderStatus.optional(),
      language: languageCode.optional().describe("The page's language: each row's detail line in it where the platform has its words."),
    }),
    response: z.object({
      records: z.array(
        z.object({
          id,
          type: transactionType,
          status: orderStatus,
          amount: signedAmount.describe('Into the balance positive, out negative.'),
          fee: amount,
          balanceAfter: signedAmount.nullable().describe('Null while pending.'),
          createdAt: timestamp,
          reference: z.string().nullable(),
          detail: z.string().describe('Method and channel, account or promotion: one line for the detail sheet.'),
        }),
      ),
      totals: z
        .object({ in: amount, out: amount.describe('Positive: the sum of what went out.') })
        .describe('Of the whole range and filter, successful entries only.'),
      totalPages: z.number().int().min(0),
    }),
  },
  betRecords: {
    request: z.strictObject({ ...recordsRange, gameType: gameType.optional(), vassalage: text(32).optional() }),
    response: z.object({
      records: z.array(
        z.object({
          id,
          gameName: z.string(),
          gameType,
          vassalage: z.string(),
          vendorName: z.string(),
          betAmount: amount,
          validBet: amount,
          winLoss: signedAmount.describe("The player's result: a win positive, a loss negative."),
          settled: z.boolean(),
          placedAt: timestamp,
          sportsBet: z
            .object({ match: z.string(), pick: z.string(), odds: z.string().regex(/^\d{1,6}(\.\d{1,3})?$/, 'decimal odds, like 1.85') })
            .nullable()
            .describe('Sports and e-sports: the match, the pick and its decimal odds, where the platform gives them.'),
        }),
      ),
      totals: z.object({ count: z.number().int().min(0), betAmount: amount, validBet: amount, winLoss: signedAmount }),
      totalPages: z.number().int().min(0),
    }),
  },
  vendorGameTypes: {
    request: z.strictObject({ typeId: qInt(1, 1), merchant_code: text(32) }),
    response: z.object({
      mapping: z.record(z.string(), z.array(vendor)).describe('Category → vendors.'),
      sorting: z.array(z.object({ gameCategory: z.string(), vendorNames: z.array(vendor) })),
    }),
  },
  gameList: {
    request: z.strictObject({
      merchant: text(32),
      platform: z.literal('html5'),
      clientType: qInt(2, 2),
      gameName: text(GAME_NAME_MAX_LENGTH).optional(),
      gameType: gameType.optional(),
      pageNo: qInt(1, 10_000),
      pageSize: qInt(1, 100),
      vassalage: text(32).optional(),
      gameClassify: z.enum(GAME_CLASSIFICATIONS).optional(),
      minBet: qNumber(0, 1_000_000).optional(),
      minLine: qInt(0, 10_000).optional(),
      language: languageCode,
      isNew: qInt(0, 1).optional(),
      isTop: qInt(0, 1).optional(),
    }),
    response: gamePage,
  },
  homeGameLists: {
    request: z.strictObject({ language: languageCode }),
    response: z.object({ top: z.array(game).describe('Page 1, 40 games, isTop = 1.'), newRng: z.array(game).describe('6 new RNG games.') }),
  },
  hotGames: {
    request: z.strictObject({ isPlatform: qInt(2, 2), language: languageCode, platform: z.literal('html5'), merchantCode: text(32).optional() }),
    response: z.object({ list: z.array(game) }),
  },
  favouriteIds: {
    request: z.strictObject({ pageNo: qInt(1, 1), pageSize: qInt(1, 100) }),
    response: z.array(z.string()).describe("Node ids of the member's favourites."),
  },
  favouriteList: {
    request: z.strictObject({ pageNo: qInt(1, 10_000), pageSize: qInt(1, 100), gameType: gameType.optional(), language: languageCode }),
    response: z.object({ content: z.array(game), pageNum: z.number().int(), totalPages: z.number().int() }),
  },
  addFavourite: { request: favouriteKey, response: z.object({ nodeId: z.string() }) },
  removeFavourite: { request: favouriteKey, response: z.object({ nodeId: z.string() }) },
  recentAdd: { request: z.strictObject({ nodeId: id }), response: z.object({ nodeId: z.string() }) },
  recentList: {
    request: z.strictObject({
      page: qInt(1, 10_000),
      pageSize: qInt(1, 100),
      gameType: gameType.optional(),
      vassalage: text(32).optional(),
      language: languageCode,
      clientType: qInt(2, 2),
    }),
    response: z.object({ list: z.array(game), totalPages: z.number().int() }),
  },
  launchGame: {
    request: z.strictObject({
      nodeId: id,
      language: languageCode,
      playType: z.enum(['trad', 'ent']).optional(),
      backUrl: url.optional().describe("Ours: the lobby page the game's own exit button returns to (the list the player launched it from)."),
    }),
    response: z.object({ url }),
  },
  winnerBoard: {
    request: z.strictObject({ gameCategory: z.literal('ALL'), language: languageCode, limitNum: qInt(1, 50) }),
    response: z.object({
      list: z.array(
        z.object({
          vo: z.object({
            iconUrl: url,
            gameName: z.string(),
            customerName: z.string(),
            winAmount: z.number(),
            nodeId: z.string(),
            vassalage: z.string(),
            gameType,
          }),
          jackpot: z.boolean(),
        }),
      ),
    }),
  },
  lotteryList: { request: z.strictObject({ language: languageCode }), response: z.object({ list: z.array(lottery) }) },
  lotteryMenu: {
    request: z.strictObject({ language: languageCode }),
    response: z.object({ menus: z.array(z.object({ code: z.string(), name: z.string(), lotteries: z.array(z.string()) })) }),
  },
  popularLottery: { request: z.strictObject({ language: languageCode }), response: z.object({ list: z.array(lottery) }) },
  vnLotteryRecent: {
    request: z.strictObject({ region: vnRegion.optional() }),
    response: z.object({ list: z.array(z.object({ drawDate: date, region: z.string(), numbers: z.array(z.string()) })) }),
  },
  vnLotteryNumero: {
    request: z.strictObject({ region: vnRegion.optional() }),
    response: z.object({ list: z.array(z.object({ number: z.string(), count: z.number().int() })) }),
  },
  lotteryNumero: {
    request: z.strictObject({ code: text(32) }),
    response: z.object({ list: z.array(z.object({ number: z.string(), count: z.number().int() })) }),
  },
  gameMenus: {
    request: z.strictObject({ language: languageCode }),
    response: z.object({ menus: z.array(z.object({ gameCategory: z.string(), name: z.string() })) }),
  },
  liveModelList: {
    request: z.strictObject({ pageNo: qInt(1, 1000).optional(), pageSize: qInt(1, 100).optional(), vassalage: text(32).optional() }),
    response: z.object({
      list: z.array(z.object({ id: z.string(), name: z.string(), avatarUrl: url, online: z.boolean(), nodeId: z.string() })),
      totalPages: z.number().int(),
    }),
  },
  announcements: {
    request: z.strictObject({
      types: z.string().regex(/^(?:B|PL|PU|PR|H|A|Promotion)(?:,(?:B|PL|PU|PR|H|A|Promotion))*$/, 'comma-separated types, e.g. B,PL,PU'),
      groupName: text(32).optional(),
      platform: z.literal('M'),
      merchantCode: text(32),
      language: languageCode.optional(),
    }),
    response: z.object({
      list: z.array(announcement),
      unreadCount: z.number().int().min(0).describe("Unread among the listed, for the session's member (0 for guests)."),
      footer: z.object({ unreadCount: z.number().int().min(0) }).describe('Agent footer badge (type A).'),
    }),
  },
  markAnnouncementRead: {
    request: z.strictObject({ announcementId: z.number().int().positive(), read: z.literal(true) }),
    response: z.object({ announcementId: z.number().int(), read: z.literal(true) }),
  },
  promotionCategories: {
    // Ours: the spec names no call for the names behind promoAnnouncementCategoryIds; a platform would answer them like this.
    request: z.strictObject({ language: languageCode }),
    response: z
      .array(z.object({ id: z.number().int().positive().describe('As in promoAnnouncementCategoryIds.'), name: z.string() }))
      .describe("The promotion categories in the platform's order, named in the asked language (English where it has no translation)."),
  },
  promotionJoin: {
    request: z.strictObject({ promotionId: z.number().int().positive() }),
    response: z.object({ promotionId: z.number().int(), status: z.enum(['joined', 'applying']) }),
  },
  requestReward: {
    request: z.strictObject({
      promotionId: z.number().int().positive(),
      remarks: text(REMARKS_MAX_LENGTH).default(''),
      // The platform answers more than MAX_IMAGES pictures with upload.count; this cap only bounds the body.
      pictures: z.array(picture).max(MAX_PICTURES_ACCEPTED).default([]),
    }),
    response: z.object({ promotionId: z.number().int(), status: z.literal('applying') }),
  },
  chatUnread: { request: empty, response: z.object({ unReadCount: z.number().int().min(0) }) },
  downloadLinks: { request: empty, response: z.array(z.object({ resourceType: z.string(), url })) },
  // ---- invite (issue 23) ----
  // Ours (the spec names the share / invite screen, A §2 /m/inviteFriends, and no call).
  inviteInfo: {
    request: z.strictObject({ language: languageCode.optional().describe("The promotion's language; English where it has no translation.") }),
    response: z.object({
      code: z
        .string()
        .regex(/^[A-Za-z0-9]{4,16}$/, '4-16 letters and digits')
        .describe("The member's affiliate (invitation) code, as registration's affiliateCode takes it; given on first ask."),
      link: url
        .regex(/^https?:\/\//, 'an http(s) address')
        .describe("The brand site's registration address carrying the code (…/m/register?affiliateCode=CODE): a friend who opens it finds the code filled in."),
      promotion: z
        .object({ id: z.number().int().positive(), title: z.string(), content: html })
        .nullable()
        .describe('The referral promotion (its rules) in the asked language; null while none runs, and then the site says inviting is closed.'),
      figures: z.object({
        invited: z.number().int().min(0).describe('Friends who registered with the code.'),
        qualified: z.number().int().min(0).describe("Invited friends who met the promotion's condition."),
        rewardEarned: z
          .string()
          .regex(/^\d+(\.\d+)?$/, 'a decimal string like 125.50')
          .describe('Referral reward earned so far, in the brand currency: an exact decimal string.'),
      }),
    }),
  },
  teamKpi: {
    request: z.strictObject({ startDate: date, endDate: date, size: qInt(0, 0) }),
    response: z.object({
      footer: z.object({
        teamLoginMemberCount: z.number().int(),
        teamBetMemberCount: z.number().int(),
        teamRegisterMemberCount: z.number().int(),
        teamOnlineCount: z.number().int(),
      }),
    }),
  },
  contractRequests: {
    request: empty,
    response: z.object({
      dailysalreqtype: z.string().describe('Non-empty: a daily salary contract request is pending.'),
      divtypecompperiodreq: z.string().describe('Non-empty: a dividend contract request is pending.'),
      contracthoursalreq: z.string().describe('Non-empty: an hourly salary contract request is pending.'),
      dividendEnabled: z.boolean().describe('Whether the dividend entry shows in the agent footer.'),
    }),
  },

  // ---- agent: team overview and team management (issue 25, team) ----
  // Ours (G §2 gives the paths /m/agent/team/overview and /m/member/team only). Agents (types 1, 2,
  // 41, 42) only; a team is everyone below the caller, at any depth; levels count from the caller.
  teamOverview: {
    request: z.strictObject(teamRange),
    response: z.object({
      teamSize: z.number().int().min(0).describe('Everyone below the agent now.'),
      directMembers: z.number().int().min(0).describe('Level 1: members whose upline is the agent.'),
      indirectMembers: z.number().int().min(0).describe('Levels 2 and deeper.'),
      registrations: z.number().int().min(0).describe('Team members who registered in the range.'),
      firstDeposits: countAndAmount.describe("Members whose first successful deposit ever fell in the range, and those deposits' sum."),
      ...teamTotals.shape,
    }),
  },
  teamMembers: {
    request: z.strictObject({
      parent: teamUsername.optional().describe("A member of the caller's team whose downline to list; none: the caller's. Outside the team: agent.notInTeam."),
      username: text(USERNAME_MAX_LENGTH).optional().describe('Part of a user name, any case: searches the whole downline listed.'),
      level: qInt(1, TEAM_LEVELS_MAX).optional().describe('Only members at this level below the caller; none: every level below the parent.'),
      status: z.enum(TEAM_MEMBER_STATUSES).optional(),
      pageNo: qInt(1, 10_000),
      pageSize: qInt(1, TEAM_PAGE_SIZE),
    }),
    response: z.object({
      members: z.array(teamMember).describe('Newest registration first (then the user name).'),
      path: z.array(z.string()).describe("From the caller down to the parent listed, user names (the breadcrumbs): [caller] for the caller's own downline."),
      total: z.number().int().min(0),
      totalPages: z.number().int().min(0),
    }),
  },
  teamMemberDetail: {
    request: z.strictObject({ username: teamUsername, ...teamRange }),
    response: z.object({
      member: teamMember,
      path: z.array(z.string()).describe('From the caller down to the member, user names.'),
      totals: teamTotals.describe("The member's own (not its downline's) in the range: the screen asks for this month."),
    }),
  },

  // ---- agent: open account and rebates (issue 25, register) ----
  ...AGENT_REGISTER_SCHEMAS,

  // ---- agent: reports, dividend and contracts (issue 25, reports) ----
  // Ours (G §2 gives the paths only). Money as exact decimal strings; a team is every member below
  // the agent (direct and indirect). "Win/loss" is the players' (a player's win positive); team
  // profit is what the team brought the house: minus the players' win/loss, minus rebates and
  // bonuses paid to them. Totals cover the whole range (every page), and equal the sum of the rows.
  teamPnl: {
    request: z.strictObject({
      from: recordsRange.from,
      to: recordsRange.to,
      by: z
        .enum(PNL_GROUPINGS)
        .describe('member: a row per team member with activity (paged); category: a row per game category, and one for rebates and bonuses.'),
      pageNo: qInt(1, 10_000).default(1),
      pageSize: qInt(1, TEAM_REPORT_PAGE_SIZE).default(TEAM_REPORT_PAGE_SIZE),
    }),
    response: z.object({
      rows: z.array(
        z.object({
          username: z.string().nullable().describe('By member: the member; by category: null.'),
          level: z.number().int().min(1).nullable().describe('By member: 1 for a direct member, 2 below one, …; by category: null.'),
          category: gameType
            .nullable()
            .describe('By category: the game category; null on the row of rebates and bonuses (they belong to no category) and by member.'),
          betCount: z.number().int().min(0),
          betAmount: amount,
          validBet: amount,
          payout: amount.describe('Paid back to the players on settled bets: stake plus win.'),
          winLoss: signedAmount.describe("The players' result: a win positive."),
          rebates: amount,
          bonuses: amount,
          teamProfit: signedAmount.describe('-(winLoss) - rebates - bonuses.'),
        }),
      ),
      totals: z.object({
        betCount: z.number().int().min(0),
        betAmount: amount,
        validBet: amount,
        payout: amount,
        winLoss: signedAmount,
        rebates: amount,
        bonuses: amount,
        teamProfit: signedAmount,
      }),
      totalPages: z.number().int().min(0).describe('By category: 1 (0 when there is nothing).'),
    }),
  },
  teamBetting: {
    request: z.strictObject({
      ...recordsRange,
      pageSize: qInt(1, TEAM_REPORT_PAGE_SIZE),
      gameType: gameType.optional(),
      username: text(USERNAME_MAX_LENGTH).min(1).optional().describe("One member of the caller's team; outside it: agent.notInTeam."),
    }),
    response: z.object({
      records: z.array(
        z.object({
          id,
          username: z.string(),
          gameName: z.string(),
          gameType,
          betAmount: amount,
          validBet: amount,
          winLoss: signedAmount.describe("The player's result: a win positive."),
          settled: z.boolean(),
          placedAt: timestamp,
        }),
      ),
      totals: z.object({ count: z.number().int().min(0), betAmount: amount, validBet: amount, winLoss: signedAmount }),
      totalPages: z.number().int().min(0),
    }),
  },
  agentContracts: {
    request: empty,
    response: z.object({
      contracts: z
        .array(contract)
        .length(CONTRACT_KINDS.length)
        .describe('Daily salary, dividend, hourly salary, in that order; a kind never offered has status none and no tiers.'),
    }),
  },
  answerContract: {
    request: z.strictObject({
      requestId,
      kind: z.enum(CONTRACT_KINDS),
      answer: z.enum(['accept', 'decline']),
    }),
    response: contract.describe('The contract after the answer; the matching contract request field is empty from now on.'),
  },
  dividendInfo: {
    request: empty,
    response: z.object({
      status: z.enum(CONTRACT_STATUSES).describe("The dividend contract's status: the projection counts only an active one."),
      period: z.object({ first: date, last: date }).describe('The current period, platform days (UTC+7), both included.'),
      teamLoss: signedAmount.describe("The team's loss so far this period (the team profit of the profit and loss report); negative: the team is winning."),
      tierReached: z.number().int().min(0).nullable().describe('Index of the highest tier the loss reaches; null: none (or no active contract).'),
      rate: z
        .string()
        .regex(/^\d{1,3}(\.\d{1,2})?$/)
        .nullable()
        .describe("That tier's rate in percent."),
      projected: amount.describe('The dividend the loss so far would pay: loss × rate, rounded down to the cent; 0 with no tier.'),
      payouts: z.array(contractPayout).describe('Past dividend payouts, newest first.'),
    }),
  },
} as const satisfies Record<CallId, { request: z.ZodType; response: z.ZodType }>;

export type RequestOf<Id extends CallId> = z.input<(typeof SCHEMAS)[Id]['request']>;
export type ValueOf<Id extends CallId> = z.output<(typeof SCHEMAS)[Id]['response']>;
export type Game = z.output<typeof game>;
export type Announcement = z.output<typeof announcement>;
export type DepositOrder = z.output<typeof depositOrder>;
export type DepositChannel = z.output<typeof depositChannel>;
export type DepositMethod = z.output<typeof depositMethod>;
export type Withdrawal = z.output<typeof withdrawal>;
export type BankAccount = z.output<typeof bankAccount>;
export type DepositLimits = z.output<typeof depositLimits>;
export type HotMatch = z.output<typeof hotMatch>;
export type Envelope<T> = { success: true; value: T } | { success: false; code: string; message: string; value?: Record<string, unknown> };
