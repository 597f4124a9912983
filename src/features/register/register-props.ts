/**
 * The registration island's props in a page's language, picked at build time: the same for the
 * registration page and the registration modal. The white-label flags come from the brand file.
 */
import * as brand from 'virtual:brand';
import { captchaLabels, dialingCodeLabel, lengthMessages, passwordToggleLabels, smsCodeLabels, socialLabels } from '../../components/form/labels.ts';
import type { ErrorCode } from '../../contract/errors.ts';
import { htmlLang } from '../../i18n/index.ts';
import { pickMessages } from '../../lib/errors.ts';
import { PROVIDER_ERROR_CODES } from '../../lib/firebase/firebase-errors.ts';
import { socialProviders } from '../../lib/firebase/social-auth.ts';
import type { PageContext } from '../../shell/context.ts';
import { paths } from '../../shell/routes.ts';
import { ageCheckLabels } from '../../widgets/age/labels.ts';
import type { RegisterProps, RegisterStrings } from './Register.island.tsx';
import { FORM_FIELDS } from './register-form.ts';

/** The refusals registration and its SMS code can meet; any other code shows the platform's text. */
const CODES: readonly ErrorCode[] = [
  'captcha.required', 'captcha.invalid', 'sms.invalid', 'sms.expired', 'sms.tooMany', 'username.exists', 'affiliate.invalid',
  'referrer.invalid', 'password.mismatch', 'email.invalid', 'member.notFound', 'permission.denied', 'request.invalid',
  'system.maintenance', 'system.restricted', 'system.upgrading',
  // Firebase's refusals (social sign-in, phone codes), for brands that have it.
  ...(brand.firebase ? PROVIDER_ERROR_CODES : []),
];
/** Keeps a placeholder for the browser to fill: i18next would otherwise try to interpolate it. */
const keep = <Name extends string>(name: Name) => ({ [name]: `{{${name}}}` }) as Record<Name, string>;

export function registerProps({ t, language, link }: PageContext): RegisterProps {
  const months = Array.from({ length: 12 }, (_, month) =>
    new Intl.DateTimeFormat(htmlLang[language], { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month, 1))),
  );
  const errors = pickMessages(t, CODES);
  const strings: RegisterStrings = {
    heading: t('register.heading', { brand: brand.name }),
    methodLabel: t('register.methodLabel'),
    methods: { username: t('register.methods.username'), mobile: t('register.methods.mobile') },
    fields: Object.fromEntries(FORM_FIELDS.map((field) => [field, t(`register.fields.${field}`)])) as RegisterStrings['fields'],
    placeholders: t('register.placeholders', { returnObjects: true }) as RegisterStrings['placeholders'],
    mobileHint: t('register.mobileHint'),
    inviteFromLink: t('register.inviteFromLink'),
    inviteWithout: t('register.inviteWithout'),
    birthdayOpen: t('register.birthdayOpen'),
    birthday: {
      title: t('register.birthday.title'),
      year: t('register.birthday.year'),
      month: t('register.birthday.month'),
      day: t('register.birthday.day'),
      done: t('register.birthday.done'),
      cancel: t('register.birthday.cancel'),
      months,
    },
    validation: {
      required: t('register.validation.required', keep('label')),
      format: t('register.validation.format', keep('label')),
      confirmRequired: t('register.validation.confirmRequired'),
      mismatch: errors['errors.password.mismatch']!,
      emailInvalid: errors['errors.email.invalid']!,
      ...lengthMessages(t),
    },
    privacy: t('register.privacy'),
    age: ageCheckLabels(t),
    submit: t('register.submit'),
    submitting: t('register.submitting'),
    haveAccount: t('register.haveAccount'),
    login: t('register.login'),
    success: t('register.success'),
    loading: t('register.loading'),
    loadFailed: t('register.loadFailed'),
    retry: t('register.retry'),
    closed: t('register.closed'),
    fixErrors: t('register.fixErrors'),
    password: passwordToggleLabels(t),
    dialingCode: dialingCodeLabel(t),
    sms: smsCodeLabels(t),
    captcha: captchaLabels(t),
    errors,
  };
  const flags = {
    USERNAMEREG3: brand.whitelabel.USERNAMEREG3,
    MOBILENUMREG3: brand.whitelabel.MOBILENUMREG3,
    REGMOBVERF3: brand.whitelabel.REGMOBVERF3,
    MOBILENUMPASSREG3: brand.whitelabel.MOBILENUMPASSREG3,
  };
  return {
    strings,
    flags,
    appPattern: brand.app.userAgentPattern,
    merchantCode: brand.merchantCode,
    ageLimit: brand.ageLimit,
    links: { home: link(paths.home), login: link(paths.login), register: link(paths.register) },
    social: { providers: socialProviders(), labels: socialLabels(t) },
  };
}
