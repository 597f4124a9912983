/**
 * The registration island's props in a page's language, picked at build time: the same for the
 * registration page and the registration modal. The white-label flags come from the brand file.
 */
import * as brand from 'virtual:brand';
import { formTexts, socialLabels } from '../../../components/form/labels.ts';
import { SMS_CODE_REFUSALS } from '../../../components/form/sms-refusals.ts';
import type { ErrorCode } from '../../../contract/errors.ts';
import { textsOf } from '../../../i18n/brand.ts';
import { htmlLang } from '../../../i18n/index.ts';
import { pickMessages } from '../../../lib/errors.ts';
import { PROVIDER_ERROR_CODES } from '../../../lib/firebase/firebase-errors.ts';
import { socialProviders } from '../../../lib/firebase/social-auth.ts';
import type { PageContext } from '../../../shell/context.ts';
import { paths } from '../../../shell/routes.ts';
import { ageCheckLabels } from '../../../widgets/age/labels.ts';
import type { RegisterProps } from './Register.island.tsx';

/** The refusals registration and its SMS code can meet; any other code shows the platform's text. */
const codes = (): readonly ErrorCode[] => [
  'captcha.required',
  'captcha.invalid',
  ...SMS_CODE_REFUSALS,
  'username.exists',
  'affiliate.invalid',
  'referrer.invalid',
  'password.mismatch',
  'email.invalid',
  'member.notFound',
  'permission.denied',
  'request.invalid',
  'system.maintenance',
  'system.restricted',
  'system.upgrading',
  // Firebase's refusals (social sign-in, phone codes), for brands that have it.
  ...(brand.firebase ? PROVIDER_ERROR_CODES : []),
];

/**
 * Once per brand and language: the registration modal is on every page a guest can open, and picking its
 * props again for each page was about a fifth of the time a brand's pages take to render (issue
 * 36, `node --cpu-prof` of the build). They depend on the page's language only (its `t` and `link`
 * are the language's).
 */
const propsByLanguage = new Map<string, RegisterProps>();

/**
 * Texts go as whole subtrees: the `register` namespace (its {{label}} placeholders left for the
 * browser; the heading filled with the brand's name) and the parts of the kit's `form` namespace
 * the form shows. The age checkbox's two texts are picked (the `age` namespace is the age gate's).
 */
export function registerProps(ctx: PageContext): RegisterProps {
  const key = `${brand.id} ${ctx.language}`;
  let found = propsByLanguage.get(key);
  if (!found) {
    found = pickRegisterProps(ctx);
    propsByLanguage.set(key, found);
  }
  return found;
}

function pickRegisterProps({ t, language, link }: PageContext): RegisterProps {
  const texts = textsOf(language);
  const months = Array.from({ length: 12 }, (_, month) =>
    new Intl.DateTimeFormat(htmlLang[language], { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month, 1))),
  );
  const flags = {
    USERNAMEREG3: brand.whitelabel.USERNAMEREG3,
    MOBILENUMREG3: brand.whitelabel.MOBILENUMREG3,
    REGMOBVERF3: brand.whitelabel.REGMOBVERF3,
    MOBILENUMPASSREG3: brand.whitelabel.MOBILENUMPASSREG3,
  };
  return {
    labels: { ...texts.register, heading: t('register.heading', { brand: brand.name }) },
    kit: formTexts(texts.form, 'password', 'mobile', 'sms', 'captcha', 'length', 'smsCheck'),
    months,
    age: ageCheckLabels(t),
    errors: pickMessages(t, codes()),
    flags,
    appPattern: brand.app.userAgentPattern,
    ageLimit: brand.ageLimit,
    links: { home: link(paths.home), login: link(paths.login), register: link(paths.register) },
    social: { providers: socialProviders(), labels: socialLabels(t) },
  };
}
