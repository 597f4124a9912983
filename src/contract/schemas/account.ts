/** Account (A §7): session, registration, passwords, status, profile, wallets, security centre (issue 23). */
import { z } from 'zod';
import { MODULE_IDS, REGISTER_METHODS } from '../vocabulary.ts';
import { AVATAR_BODY_BYTES, AVATAR_EDGE_PX, EMAIL_MAX_LENGTH, MOBILE_MAX_LENGTH, SMS_CODE_MAX_LENGTH } from '../limits.ts';
import { SUPPORT_TYPES } from '../../constants.ts';
import type { CallId } from '../calls.ts';
import {
  text,
  payeeName,
  digits,
  dialingCode,
  date,
  money,
  requestId,
  presetAvatar,
  headIcon,
  empty,
  captchaFields,
  memberType,
  paymentPassword,
} from './blocks.ts';

export const sessionValue = z.object({ token: z.string().min(16), userName: z.string(), type: memberType, firstTimeLogin: z.boolean() });

export const maskedEmail = z.string().max(EMAIL_MAX_LENGTH).describe('Masked (src/contract/masking.ts): d•••@example.com.');
export const boundMobile = z.object({
  dialingCode,
  number: z.string().max(MOBILE_MAX_LENGTH).describe('The national number masked (src/contract/masking.ts): 9•••••001.'),
});

export const ACCOUNT_SCHEMAS = {
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
} as const satisfies Partial<Record<CallId, { request: z.ZodType; response: z.ZodType }>>;
