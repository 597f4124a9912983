/**
 * The login form's props in a page's language, picked at build time: the same for the login page
 * and the login modal. Texts go as whole subtrees: the `login` namespace, and the parts of the
 * kit's `form` namespace the form shows.
 */
import { firebase, id as brandId } from 'virtual:brand';
import { formTexts, socialLabels } from '../../../components/form/labels.ts';
import { SMS_CODE_REFUSALS } from '../../../components/form/sms-refusals.ts';
import type { ErrorCode } from '../../../contract/errors.ts';
import { textsOf } from '../../../i18n/brand.ts';
import { pickMessages } from '../../../lib/errors.ts';
import { PROVIDER_ERROR_CODES } from '../../../lib/firebase/firebase-errors.ts';
import { socialProviders } from '../../../lib/firebase/social-auth.ts';
import type { PageContext } from '../../../shell/context.ts';
import { paths } from '../../../shell/routes.ts';
import type { LoginFormProps } from './LoginForm.island.tsx';

/** The refusals a login or an SMS code request can meet; any other code shows the platform's text. */
const codes = (): readonly ErrorCode[] => [
  'login.invalid',
  'login.locked',
  'login.nonMember',
  'login.nonAgent',
  'member.notFound',
  'captcha.required',
  'captcha.invalid',
  ...SMS_CODE_REFUSALS,
  'permission.denied',
  'account.trial',
  'system.maintenance',
  'system.restricted',
  'system.upgrading',
  'request.invalid',
  // Firebase's refusals (social sign-in, phone codes), for brands that have it.
  ...(firebase ? PROVIDER_ERROR_CODES : []),
];

/**
 * The props but the page's own link, once per brand and language: the login modal is on every page a guest
 * can open, and picking its texts again for each page cost the build about 2 % of a brand's
 * render time (issue 36, `node --cpu-prof` of the build).
 */
const textsByLanguage = new Map<string, Omit<LoginFormProps, 'links'>>();

function languageProps({ t, language }: PageContext): Omit<LoginFormProps, 'links'> {
  const key = `${brandId} ${language}`;
  let found = textsByLanguage.get(key);
  if (!found) {
    found = {
      labels: textsOf(language).login,
      kit: formTexts(textsOf(language).form, 'password', 'mobile', 'sms', 'captcha', 'rules', 'length', 'smsCheck'),
      messages: pickMessages(t, codes()),
      social: { providers: socialProviders(), labels: socialLabels(t) },
    };
    textsByLanguage.set(key, found);
  }
  return found;
}

export function loginFormProps(ctx: PageContext): LoginFormProps {
  const { labels, kit, messages, social } = languageProps(ctx);
  const { link, path } = ctx;
  return { labels, kit, messages, links: { home: link(paths.home), forget: link(paths.forget), register: link(paths.register), self: link(path) }, social };
}
