/**
 * The kit's texts as islands receive them: parts of the `form` namespace of the page's language
 * (src/i18n/locales/<lang>/form.json, brand overrides included), each handed over whole
 * (`formTexts` in ./labels.ts picks the parts at build time), placeholders such as {{min}},
 * {{max}}, {{length}} and {{s}} left for the browser to fill. These shape them into what the
 * controls take. An island asks only for the parts it shows: the login and registration islands
 * are in every page that has the login and registration modals.
 */
import type { Texts } from '../../i18n/types.ts';
import type { RuleMessages } from './rules.ts';
import type { CaptchaLabels } from './widget-labels.ts';

export type FormTexts = Texts['form'];
export type FormTextPart = keyof FormTexts;

/** The shared rule set's messages (./rules.ts), length messages included. */
export const ruleTexts = (form: Pick<FormTexts, 'rules' | 'length'>): RuleMessages => ({ ...form.rules, ...form.length });

/** CaptchaField's labels. */
export const captchaTexts = (form: Pick<FormTexts, 'captcha' | 'length'>): CaptchaLabels => ({ ...form.captcha, length: form.length });

/** The SMS bot check's CaptchaField labels (src/widgets/form/sms-bot-check.tsx): the captcha's, named for the code. */
export const smsCheckTexts = (form: Pick<FormTexts, 'captcha' | 'smsCheck' | 'length'>): CaptchaLabels => ({
  ...captchaTexts(form),
  label: form.smsCheck.label,
  hint: form.smsCheck.hint,
  refresh: form.smsCheck.refresh,
});
