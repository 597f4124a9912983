/** Rule messages for the unit tests: each says which rule and keeps the bounds, so a test reads what was checked. */
import type { RuleMessages } from './rules.ts';

export const RULE_MESSAGES: RuleMessages = {
  usernameRequired: 'username required',
  usernamePattern: 'username {{min}}-{{max}}',
  passwordRequired: 'password required',
  mobileRequired: 'mobile required',
  mobilePattern: 'mobile {{min}}-{{max}}',
  smsRequired: 'sms required',
  smsPattern: 'sms {{min}}-{{max}}',
  captchaRequired: 'captcha required',
  captchaPattern: 'captcha {{min}}-{{max}}',
  tooLong: 'too long {{length}}/{{max}}',
  count: '{{length}} of {{max}}',
};
