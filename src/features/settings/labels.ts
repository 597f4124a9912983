import type { TFunction } from 'i18next';
import type { SignOutLabels } from './SignOut.island.tsx';

/** The sign-out button's strings in a page's language (settings page and side menu). */
export const signOutLabels = (t: TFunction): SignOutLabels => ({
  signOut: t('settings.signOut'),
  title: t('settings.signOutTitle'),
  body: t('settings.signOutBody'),
  cancel: t('form.dialog.cancel'),
  signingOut: t('settings.signingOut'),
});
