/**
 * Build-time pickers of the kit's strings (call them in a page's .astro frontmatter and pass the
 * result to the island as props: no i18next in the browser). Keys live under `form.` in
 * src/i18n/locales/<lang>/form.json; an island takes whole parts of it (`formTexts`), shaped for the
 * controls by ./texts.ts.
 */
import type { TFunction } from 'i18next';
import type { FormTextPart, FormTexts } from './texts.ts';
import type { SocialLabels } from './widget-labels.ts';

/** Parts of the `form` namespace, each whole (`textsOf(language).form`), for an island: see ./texts.ts. */
export function formTexts<Part extends FormTextPart>(form: FormTexts, ...parts: Part[]): Pick<FormTexts, Part> {
  return Object.fromEntries(parts.map((part) => [part, form[part]])) as Pick<FormTexts, Part>;
}

export const passwordToggleLabels = (t: TFunction) => ({ show: t('form.password.show'), hide: t('form.password.hide') });

/** SocialButtons' strings (namespace login: the buttons belong to logging in, also on registration). */
export const socialLabels = (t: TFunction): SocialLabels => ({
  heading: t('login.social.heading'),
  facebook: t('login.social.facebook'),
  google: t('login.social.google'),
  signingIn: t('login.social.signingIn'),
  success: t('login.success'),
});
