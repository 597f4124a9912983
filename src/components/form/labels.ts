/**
 * Build-time pickers of the kit's strings (call them in a page's .astro frontmatter with ctx.t and
 * pass the result to the island as props: no i18next in the browser). Keys live under `form.` in
 * src/i18n/locales/<lang>/form.json.
 */
import type { TFunction } from 'i18next';
import type { FormTextPart, FormTexts } from './texts.ts';
import type { CaptchaLabels, SocialLabels } from './widget-labels.ts';
import type { LengthMessages } from './length.ts';
import type { RuleMessages } from './rules.ts';
import type { SmsCodeLabels } from './SmsCodeButton.tsx';

/** Keeps a placeholder for the browser to fill: i18next would otherwise try to interpolate it. */
const keep = <Name extends string>(...names: Name[]) => Object.fromEntries(names.map((name) => [name, `{{${name}}}`])) as Record<Name, string>;

/** Parts of the `form` namespace, each whole (`textsOf(language).form`), for an island: see ./texts.ts. */
export function formTexts<Part extends FormTextPart>(form: FormTexts, ...parts: Part[]): Pick<FormTexts, Part> {
  return Object.fromEntries(parts.map((part) => [part, form[part]])) as Pick<FormTexts, Part>;
}

export const passwordToggleLabels = (t: TFunction) => ({ show: t('form.password.show'), hide: t('form.password.hide') });

export const dialingCodeLabel = (t: TFunction) => t('form.mobile.dialingCode');

export const smsCodeLabels = (t: TFunction): SmsCodeLabels => ({
  send: t('form.sms.send'),
  sending: t('form.sms.sending'),
  wait: t('form.sms.wait', keep('s')),
  sendingNotice: t('form.sms.sendingNotice'),
  sent: t('form.sms.sent'),
});

/** The length message and the counter's words (./length.ts), {{length}} and {{max}} left in. */
export const lengthMessages = (t: TFunction): LengthMessages => {
  const bounds = keep('length', 'max');
  return { tooLong: t('form.length.tooLong', bounds), count: t('form.length.count', bounds) };
};

export const captchaLabels = (t: TFunction): CaptchaLabels => ({
  label: t('form.captcha.label'),
  refresh: t('form.captcha.refresh'),
  failed: t('form.captcha.failed'),
  placeholder: t('form.captcha.placeholder'),
  hint: t('form.captcha.hint'),
  length: lengthMessages(t),
});

/** SocialButtons' strings (namespace login: the buttons belong to logging in, also on registration). */
export const socialLabels = (t: TFunction): SocialLabels => ({
  heading: t('login.social.heading'),
  facebook: t('login.social.facebook'),
  google: t('login.social.google'),
  signingIn: t('login.social.signingIn'),
  success: t('login.success'),
});

export const dialogLabels = (t: TFunction) => ({ confirm: t('form.dialog.confirm'), cancel: t('form.dialog.cancel') });

export const ruleMessages = (t: TFunction): RuleMessages => {
  const bounds = keep('min', 'max');
  return {
    usernameRequired: t('form.rules.usernameRequired'),
    usernamePattern: t('form.rules.usernamePattern', bounds),
    passwordRequired: t('form.rules.passwordRequired'),
    mobileRequired: t('form.rules.mobileRequired'),
    mobilePattern: t('form.rules.mobilePattern', bounds),
    smsRequired: t('form.rules.smsRequired'),
    smsPattern: t('form.rules.smsPattern', bounds),
    captchaRequired: t('form.rules.captchaRequired'),
    captchaPattern: t('form.rules.captchaPattern', bounds),
    ...lengthMessages(t),
  };
};

/** General texts: loading and please-wait notices (A §8 "loading, in_please_wait"). */
export const noticeLabels = (t: TFunction) => ({ loading: t('form.notice.loading'), pleaseWait: t('form.notice.pleaseWait') });
