/**
 * Account calls (A §3-§9): sessions, registration, passwords, member data, wallets, support
 * links; and the agent data of the agent home (G §2). The rules live in ../accounts/; this file
 * wires them to the calls.
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Brand } from '../../../src/brand/schema.ts';
import { MEMBER_TYPES } from '../../../src/contract/vocabulary.ts';
import { type WhitelabelFlag } from '../../../src/constants.ts';
import type { ValueOf } from '../../../src/contract/schemas.ts';
import { encodeServicePath, SERVICE_KEY_LENGTH } from '../../../src/lib/service-path.ts';
import { captchaNeeded, captchaWrong, issueCaptcha, requireCaptcha, solveCaptcha } from '../accounts/captchas.ts';
import { COUNTRIES } from '../accounts/countries.ts';
import { clearLoginFailures, loginLockRemaining, loginNeedsCaptcha, recordLoginFailure } from '../accounts/login-guard.ts';
import {
  closeSessions,
  findById,
  findByPhone,
  findByUsername,
  nationalNumber,
  openSession,
  type Account,
  type PhoneNumber,
  type SessionAnswer,
} from '../accounts/members.ts';
import { inboxPage, inboxUnreadCount, markInboxRead } from '../accounts/inbox.ts';
import { deliver } from '../accounts/outbox.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import { checkPhoneProof, identityHoldsPhone, identityOfToken, sendSmsCode } from '../accounts/phone.ts';
import {
  checkField,
  checkRegistrationFields,
  invalidField,
  isValidEmail,
  isValidPassword,
  normaliseRegistration,
  PASSWORD_MESSAGE,
  PROFILE_FIELDS,
  REGISTER_RULES,
  registerSettings,
  registrationNeedsCaptcha,
} from '../accounts/registration.ts';
import { memberForSocialIdentity } from '../accounts/social.ts';
import { contractRequests, teamKpi } from '../accounts/team.ts';
import { HOOKS_PREFIX } from './types.ts';
import { DEMO_DIALING_CODE } from '../data/accounts.ts';
import { transaction } from '../db.ts';
import { headIcon, setHeadIcon } from '../accounts/avatars.ts';
import { memberWallets, transferAllBack } from '../accounts/wallets.ts';
import { PlatformError } from '../platform-error.ts';
import { fromMinor, toMinor } from '../../../src/lib/minor-units.ts';
import { type CallRequest, type Handlers, type SandboxContext } from './types.ts';

/** A call's request after validation (defaults applied). */
type Input<Id extends keyof Handlers> = CallRequest<Id>['input'];

/** Ours: the play money of a new trial account. */
export const TRIAL_BALANCE = '2000.00';
const TRIAL_TYPE = MEMBER_TYPES.trial[0];
/** Merchant code of sessions when the sandbox runs without a brand (as the session hook). */
const SANDBOX_MERCHANT = 'SANDBOX';
/** Support links when the sandbox runs without a brand (its live chat is then the sandbox's page, see liveChat). */
const DEFAULT_SUPPORT: Brand['customerService'] = [
  { type: 'TELEGRAM', url: 'https://t.me/sandbox_support' },
  { type: 'WHATSAPP', url: 'https://wa.me/10000000000' },
];
const includesType = (types: readonly number[], type: number) => types.includes(type);
const dialingCodeOf = (brand: Brand | null, given?: string) => given ?? brand?.registration.defaultCountryDialingCode ?? DEMO_DIALING_CODE;
/** A white-label switch; without a brand every feature is on. */
const offers = (brand: Brand | null, flag: WhitelabelFlag) => brand?.whitelabel[flag] ?? true;
const sessionOptions = ({ brand }: SandboxContext, at: number, ip: string) => ({ now: at, ip, merchantCode: brand?.merchantCode ?? SANDBOX_MERCHANT });

// ---- refusals (messages from the spec's catalogue, A §8) ----

const memberNotFound = () => new PlatformError('member.notFound', 'Sorry, the user does not exist or is disabled');
/** One answer for an unknown user name and a wrong password: a log-in must not reveal who has an account. */
const loginInvalid = () => new PlatformError('login.invalid', 'Incorrect username or password');
/** value.retryAfterSeconds: how long the lock-out lasts; value.captcha: the log-in after it needs one. */
const loginLocked = (waitMs: number) => {
  const seconds = Math.ceil(waitMs / 1000);
  return new PlatformError('login.locked', `Too many failed log-ins, please try again in ${Math.ceil(seconds / 60)} min`, 200, {
    retryAfterSeconds: seconds,
    captcha: true,
  });
};
const usernameExists = () => new PlatformError('username.exists', 'Sorry, the username already exists', 200, { field: 'username' });
export const mobileExists = () => new PlatformError('mobile.exists', 'Sorry, this mobile number is already registered', 200, { field: 'mobileNum' });
const affiliateInvalid = () => new PlatformError('affiliate.invalid', 'Invalid invitation code', 200, { field: 'affiliateCode' });
export const samePassword = () => new PlatformError('modify.new.old.same', 'The new password must not be the same as the old password');
export const trialRefused = () => new PlatformError('account.trial', 'Trial accounts cannot use this function, please register');
const weakPassword = (field: string) => invalidField(field, PASSWORD_MESSAGE);

/** The same refusal, telling the site to show the captcha from now on (A §3 "value.captcha"). */
const withCaptcha = (error: PlatformError) => new PlatformError(error.code, error.message, error.status, { ...error.value, captcha: true });

// ---- log-in ----

/** The Firebase sign-in provider of each login channel (A §3 names sms; google and facebook are ours). */
const CHANNEL_PROVIDER = { sms: 'phone', google: 'google.com', facebook: 'facebook.com' } as const;

/** The member the log-in proves, or the refusal. */
async function authenticate(input: Input<'login'>, { db, brand, verifyFirebaseToken }: SandboxContext, at: number): Promise<Account> {
  if (input.type === 'username') {
    const account = findByUsername(db, input.username);
    const matches = await verifyPassword(input.password, account?.password_hash); // always one scrypt: no timing hint
    if (!account || !matches) throw loginInvalid();
    if (account.disabled) throw memberNotFound(); // only to whoever knows the password
    return account;
  }
  const channel = input.firebaseChannel ?? 'sms';
  if (input.type === 'firebase' && channel !== 'sms') {
    // Social sign-in: the member linked to the Firebase user, created on the first sign-in.
    const identity = await identityOfToken(verifyFirebaseToken, input.firebaseIdToken, at);
    if (!identity || identity.provider !== CHANNEL_PROVIDER[channel] || identity.uid !== input.username) throw loginInvalid();
    const account = await memberForSocialIdentity(db, identity, at);
    if (account.disabled) throw memberNotFound();
    return account;
  }
  // sms and firebase by phone: the user name is the mobile number
  const phone: PhoneNumber = { dialingCode: dialingCodeOf(brand, input.countryDialingCode), mobileNum: input.firebaseMobileNo ?? input.username };
  // The proof first: to an unknown number, as to a wrong code, the answer is sms.invalid (no code was sent to it).
  if (input.type === 'sms') {
    checkPhoneProof(db, phone, 'login', { verificationCode: input.password }, at)();
  } else {
    const identity = await identityOfToken(verifyFirebaseToken, input.firebaseIdToken, at);
    if (!identity || !identityHoldsPhone(identity, phone)) throw loginInvalid();
  }
  const account = findByPhone(db, phone);
  if (!account || account.disabled) throw memberNotFound();
  return account;
}

async function login({ input, clientIp }: { input: Input<'login'>; clientIp: string }, context: SandboxContext): Promise<SessionAnswer> {
  const { db, now } = context;
  const at = now();
  const lockedFor = loginLockRemaining(db, input.username, clientIp, at);
  if (lockedFor > 0) throw loginLocked(lockedFor);
  const { captchaKey, captcha } = input;
  const captchaGiven = Boolean(captchaKey && captcha);
  // A captcha that comes is checked even when none is needed yet: the player did solve one.
  if (captchaKey && captcha) {
    if (!solveCaptcha(db, captchaKey, captcha, at)) throw captchaWrong();
  } else if (loginNeedsCaptcha(db, input.username, clientIp, at)) {
    throw captchaNeeded();
  }
  let account: Account;
  try {
    account = await authenticate(input, context, at);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    recordLoginFailure(db, input.username, clientIp, at);
    // The failure that starts a lock-out says so at once: the player knows to wait before trying again.
    const locksFor = loginLockRemaining(db, input.username, clientIp, at);
    throw locksFor > 0 ? loginLocked(locksFor) : withCaptcha(error);
  }
  // Log-ins sent together all passed the first check: one that ends after a lock-out began is refused too, right or wrong.
  const lockedSince = loginLockRemaining(db, input.username, clientIp, at);
  if (lockedSince > 0) throw loginLocked(lockedSince);
  if (captchaGiven) clearLoginFailures(db, input.username, clientIp);
  return openSession(db, account, sessionOptions(context, at, clientIp));
}

// ---- registration and trial accounts ----

function agentByInviteCode(db: DatabaseSync, code: string): { id: number; invite_code: string } | undefined {
  const row = db.prepare('SELECT id, invite_code FROM members WHERE invite_code = ? COLLATE NOCASE AND disabled = 0').get(code.trim());
  return row ? { ...(row as { id: number; invite_code: string }) } : undefined;
}

function refuseUnofferedMethod(brand: Brand | null, method: Input<'register'>['method']): void {
  const offered = method === 'username' ? offers(brand, 'USERNAMEREG3') : offers(brand, 'MOBILENUMREG3');
  if (!offered) throw new PlatformError('permission.denied', `Registration by ${method === 'username' ? 'user name' : 'mobile number'} is not offered`);
}

async function register({ input, clientIp }: { input: Input<'register'>; clientIp: string }, context: SandboxContext): Promise<SessionAnswer> {
  const { db, brand, now } = context;
  const at = now();
  refuseUnofferedMethod(brand, input.method);
  const fields = normaliseRegistration(input);
  checkRegistrationFields(fields, input.method, at);
  const phone: PhoneNumber | null = fields.mobileNum
    ? { dialingCode: dialingCodeOf(brand, input.countryDialingCode), mobileNum: nationalNumber(fields.mobileNum) }
    : null;
  // Registering by mobile number without a user name: the number is the user name (it logs in by SMS).
  const username = fields.username ?? phone?.mobileNum;
  if (!username) throw invalidField('username', 'required');
  if (registrationNeedsCaptcha()) requireCaptcha(db, input, at);
  const passwordHash = fields.password ? await hashPassword(fields.password) : null;
  const firebaseIdentity = await identityOfToken(context.verifyFirebaseToken, input.firebaseIdToken, at);

  // From here on nothing awaits, so no other request can slip between the checks and the insert.
  if (findByUsername(db, username)) throw usernameExists();
  if (phone && findByPhone(db, phone)) throw mobileExists();
  const agent = fields.affiliateCode ? agentByInviteCode(db, fields.affiliateCode) : undefined;
  if (fields.affiliateCode && !agent) throw affiliateInvalid();
  const needsPhoneProof = phone !== null && (input.method === 'mobile' || offers(brand, 'REGMOBVERF3'));
  const usePhoneProof = needsPhoneProof
    ? checkPhoneProof(db, phone, 'register', { verificationCode: fields.verificationCode, firebaseIdentity }, at)
    : () => {};
  const profile = Object.fromEntries(PROFILE_FIELDS.flatMap((field) => (fields[field] ? [[field, fields[field]]] : [])));
  if (fields.domain) profile.domain = fields.domain;

  return transaction(db, () => {
    usePhoneProof();
    const { id } = db
      .prepare(
        `INSERT INTO members (username, type, nickname, balance_cents, password_hash, email, dialing_code, mobile_num, parent_id,
           registered_at, register_method, register_url, profile)
         VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .get(
        username,
        input.type,
        fields.nickname ?? username,
        passwordHash,
        fields.email ?? null,
        phone?.dialingCode ?? null,
        phone?.mobileNum ?? null,
        agent?.id ?? null,
        at,
        input.registerMethod,
        fields.registerUrl ?? '',
        JSON.stringify(profile),
      ) as { id: number };
    // The registration's own session is the member's first log-in: firstTimeLogin is true here, false later.
    return openSession(db, { id, username, type: input.type, last_login_at: null }, sessionOptions(context, at, clientIp));
  });
}

/** A fresh trial account (type 4) with play money and no password: it lives through its sessions. */
function openTrialSession(context: SandboxContext, clientIp: string): SessionAnswer {
  const { db, now } = context;
  const at = now();
  return transaction(db, () => {
    for (;;) {
      const username = `trial_${randomBytes(4).toString('hex')}`;
      const row = db
        .prepare(
          `INSERT INTO members (username, type, nickname, balance_cents, registered_at) VALUES (?, ?, 'Trial player', ?, ?)
           ON CONFLICT DO NOTHING RETURNING id`,
        )
        .get(username, TRIAL_TYPE, toMinor(TRIAL_BALANCE), at) as { id: number } | undefined;
      if (row) return openSession(db, { id: row.id, username, type: TRIAL_TYPE, last_login_at: null }, sessionOptions(context, at, clientIp));
    }
  });
}

// ---- passwords ----

async function setPasswordByPhone(
  { input, clientIp }: { input: Input<'setPasswordByPhone'>; clientIp: string },
  { db, brand, now, verifyFirebaseToken }: SandboxContext,
): Promise<ValueOf<'setPasswordByPhone'>> {
  const at = now();
  const firebaseIdentity = await identityOfToken(verifyFirebaseToken, input.firebaseIdToken, at);
  const phone: PhoneNumber = { dialingCode: dialingCodeOf(brand, input.countryDialingCode), mobileNum: input.mobileNum };
  const account = findByPhone(db, phone);
  if (!account || account.disabled) throw memberNotFound();
  // The code is checked first but used up last: on modify.new.old.same the site keeps the code (A §8).
  const usePhoneProof = checkPhoneProof(db, phone, 'password', { verificationCode: input.verificationCode, firebaseIdentity }, at);
  if (!isValidPassword(input.newPassword)) throw weakPassword('newPassword');
  if (await verifyPassword(input.newPassword, account.password_hash)) throw samePassword();
  const passwordHash = await hashPassword(input.newPassword);
  transaction(db, () => {
    usePhoneProof();
    db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(passwordHash, account.id);
    closeSessions(db, account.id); // whoever knew the old password is logged out
    clearLoginFailures(db, account.username, clientIp); // the phone proved the owner: the automatic log-in that follows (A §4) owes nothing to earlier failures
  });
  return { userName: account.username };
}

async function changePassword(
  { input, member, token }: { input: Input<'changePassword'>; member: { id: number; type: number }; token: string | null },
  { db }: SandboxContext,
): Promise<ValueOf<'changePassword'>> {
  if (includesType(MEMBER_TYPES.trial, member.type)) throw trialRefused();
  const account = findById(db, member.id);
  if (!(await verifyPassword(input.oldPassword, account?.password_hash))) {
    throw new PlatformError('password.oldWrong', 'The old password is incorrect', 200, { field: 'oldPassword' });
  }
  if (input.newPassword === input.oldPassword) throw samePassword();
  if (input.confirmNewPassword !== input.newPassword) {
    throw new PlatformError('password.mismatch', 'Confirmation password not matched', 200, { field: 'confirmNewPassword' });
  }
  if (!isValidPassword(input.newPassword)) throw weakPassword('newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  transaction(db, () => {
    db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(passwordHash, member.id);
    closeSessions(db, member.id, token); // other devices log in again; this one stays
  });
  return { changed: true };
}

function forgotPasswordEmail({ input }: { input: Input<'forgotPasswordEmail'> }, { db, brand, now }: SandboxContext): ValueOf<'forgotPasswordEmail'> {
  const email = input.email.trim();
  if (!isValidEmail(email)) throw new PlatformError('email.invalid', 'Incorrect email', 200, { field: 'email' });
  const account = findByUsername(db, input.username);
  // One answer for an unknown user and a wrong address: the form must not reveal who has an account.
  if (!account || account.disabled || account.email?.toLowerCase() !== email.toLowerCase()) {
    throw new PlatformError('email.notMatching', 'The username and e-mail address do not match');
  }
  deliver(db, {
    kind: 'email',
    to: account.email,
    text:
      `[${brand?.name ?? 'Sandbox'}] Password reset for ${account.username}\n\n` +
      'We received a request to reset your password. Set a new one with Forgot password → Phone, or contact customer service. ' +
      'If you did not ask for this, ignore this e-mail: your password has not changed.',
    createdAt: now(),
  });
  return { sent: true };
}

// ---- wallets and links ----

const supportLinks = (brand: Brand | null) => brand?.customerService ?? DEFAULT_SUPPORT;
/** The brand's live chat; none without a brand (the sandbox's own chat page stands in). */
const liveChatAddress = (brand: Brand | null) => brand?.customerService.find(({ type }) => type === 'LIVECHAT')?.url;

function withQuery(address: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return `${address}${address.includes('?') ? '&' : '?'}${search}`;
}

const isAgent = (type: number) => includesType(MEMBER_TYPES.agent, type);
/** Member types 0, 1, 2 (A §3): the money screens refuse the others with account.notReal. */
export const isRealAccount = (type: number) => includesType(MEMBER_TYPES.real, type);
export const notRealAccount = () => new PlatformError('account.notReal', 'Please login an actual account to use this function');

// ---- the calls ----

export const accountHandlers = {
  login: (request, context) => login(request, context),
  testPlay: ({ clientIp }, context) => {
    const session = openTrialSession(context, clientIp);
    return { token: session.token, userName: session.userName, customerType: session.type };
  },
  trialLogin: ({ clientIp }, context) => openTrialSession(context, clientIp),
  register: (request, context) => register(request, context),

  sendSmsCode: ({ input, clientIp }, { db, brand, now }) => {
    const at = now();
    // The bot check first (A §3 "bot-check challenge values": a solved captcha, used up either
    // way), so a script learns nothing, not even whether a number is registered, without one.
    requireCaptcha(db, input, at);
    const phone: PhoneNumber = { dialingCode: input.countryDialingCode, mobileNum: input.mobileNum };
    const owner = findByPhone(db, phone);
    // register and bind (issue 23: a member's new number) need a number nobody has; the others an account's.
    const forNewNumber = input.purpose === 'register' || input.purpose === 'bind';
    if (forNewNumber && owner) throw mobileExists();
    if (!forNewNumber && (!owner || owner.disabled)) throw memberNotFound();
    return { expirationTime: sendSmsCode(db, phone, input.purpose, { now: at, sender: brand?.name ?? 'Sandbox', clientIp }) };
  },
  captcha: (_, { db, now }) => issueCaptcha(db, now()),
  registerRules: () => REGISTER_RULES.map((rule) => ({ ...rule })),
  registerSettings: () => registerSettings(),
  usernameCheck: ({ input }, { db }) => {
    const username = input.username.trim();
    checkField('username', username, true);
    return { available: !findByUsername(db, username) };
  },
  affiliateCheck: ({ input }, { db }) => {
    const agent = agentByInviteCode(db, input.code);
    if (!agent) throw affiliateInvalid();
    return { code: agent.invite_code };
  },

  forgotPasswordEmail: (request, context) => forgotPasswordEmail(request, context),
  setPasswordByPhone: (request, context) => setPasswordByPhone(request, context),
  changePassword: (request, context) => changePassword(request, context),
  logout: ({ token }, { db }) => {
    db.prepare('DELETE FROM tokens WHERE token = ?').run(token);
    return { loggedOut: true };
  },

  systemCountry: () => COUNTRIES.map((country) => ({ ...country })),
  setHeadIcon: ({ input, member }, { db, brand }) => setHeadIcon(db, brand, member.id, input),
  getHeadIcon: ({ member }, { db, brand }) => headIcon(db, brand, member.id),
  memberInfo: ({ member }, { db }) => {
    const vipLevel = findById(db, member.id)?.vip_level ?? null;
    return {
      id: member.id,
      account: member.username,
      nickname: member.nickname,
      type: member.type,
      clubLabel: vipLevel === null ? null : { labelName: `VIP ${vipLevel}`, level: vipLevel },
    };
  },
  inboxUnread: ({ member }, { db }) => inboxUnreadCount(db, member.id),
  // Trial accounts have no inbox (G §6: free_reject).
  inboxList: ({ input, member }, { db }) => {
    if (includesType(MEMBER_TYPES.trial, member.type)) throw trialRefused();
    return inboxPage(db, member.id, input.pageNo, input.pageSize, input.language);
  },
  inboxRead: ({ input, member }, { db }) => {
    if (includesType(MEMBER_TYPES.trial, member.type)) throw trialRefused();
    return markInboxRead(db, member.id, input.id);
  },

  customerService: (_, { brand }) =>
    supportLinks(brand).map(({ type, url }, index) => ({
      csType: type,
      csPosition: index + 1,
      // A fresh key each time, as the platform does: the site must read the key from the value.
      url: encodeServicePath(url, randomBytes(SERVICE_KEY_LENGTH).toString('base64url').slice(0, SERVICE_KEY_LENGTH)),
    })),
  liveChat: ({ input, member }, { brand }) => {
    if (includesType(MEMBER_TYPES.trial, member.type)) throw trialRefused();
    const address = liveChatAddress(brand) ?? `${HOOKS_PREFIX}/chat`;
    return { chatUrl: withQuery(address, { language: input.language, backUrl: input.backUrl, title: input.title }) };
  },
  wallet: ({ member }) => ({ sumBalance: fromMinor(member.balanceCents) }),
  merchantWallet: ({ member }, { db }) => memberWallets(db, member),
  transferAllBack: ({ input, member }, { db }) => {
    if (!isRealAccount(member.type)) throw notRealAccount();
    return transferAllBack(db, member, input.requestId);
  },
  downloadLinks: (_, { brand }) => {
    const apps = Object.entries(brand?.downloads ?? {}).flatMap(([resourceType, url]) => (url ? [{ resourceType, url }] : []));
    const chat = liveChatAddress(brand);
    return chat ? [...apps, { resourceType: 'LIVECHAT', url: chat }] : apps;
  },

  teamKpi: ({ input, member }, { db, now }) => {
    if (!isAgent(member.type)) throw new PlatformError('login.nonAgent', 'Non-agents cannot log in');
    return teamKpi(db, member.id, input, now());
  },
  contractRequests: ({ member }, { db }) => contractRequests(db, member.id),
} satisfies Partial<Handlers>;
