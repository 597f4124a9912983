/**
 * The login form's props in a page's language, picked at build time: the same for the login page
 * and the login modal.
 */
import { firebase } from 'virtual:brand';
import { captchaLabels, dialingCodeLabel, passwordToggleLabels, ruleMessages, smsCodeLabels, socialLabels } from '../../components/form/labels.ts';
import type { ErrorCode } from '../../contract/errors.ts';
import { pickMessages } from '../../lib/errors.ts';
import { PROVIDER_ERROR_CODES } from '../../lib/firebase/firebase-errors.ts';
import { socialProviders } from '../../lib/firebase/social-auth.ts';
import type { PageContext } from '../../shell/context.ts';
import { HOME_PATH } from '../../shell/routes.ts';
import type { LoginFormProps, LoginLabels } from './LoginForm.island.tsx';

const LABEL_KEYS = [
  'methods', 'methodUsername', 'methodSms', 'username', 'usernamePlaceholder', 'password', 'passwordPlaceholder', 'mobile',
  'mobilePlaceholder', 'smsCode', 'smsCodePlaceholder', 'remember', 'submit', 'submitting', 'forget', 'noAccount', 'register', 'success',
] as const satisfies readonly (keyof LoginLabels)[];

/** The refusals a login or an SMS code request can meet; any other code shows the platform's text. */
const CODES: readonly ErrorCode[] = [
  'login.invalid', 'login.locked', 'login.nonMember', 'login.nonAgent', 'member.notFound', 'captcha.required', 'captcha.invalid', 'sms.invalid',
  'sms.expired', 'sms.tooMany', 'permission.denied', 'account.trial', 'system.maintenance', 'system.restricted', 'system.upgrading', 'request.invalid',
  // Firebase's refusals (social sign-in, phone codes), for brands that have it.
  ...(firebase ? PROVIDER_ERROR_CODES : []),
];

export function loginFormProps({ t, language, path, link }: PageContext): LoginFormProps {
  return {
    labels: Object.fromEntries(LABEL_KEYS.map((key) => [key, t(`login.${key}`)])) as unknown as LoginLabels,
    kit: { password: passwordToggleLabels(t), dialingCode: dialingCodeLabel(t), sms: smsCodeLabels(t), captcha: captchaLabels(t) },
    rules: ruleMessages(t),
    messages: pickMessages(language, CODES),
    links: { home: link(HOME_PATH), forget: link('/m/forget'), register: link('/m/register'), self: link(path) },
    social: { providers: socialProviders(), labels: socialLabels(t) },
  };
}
