/**
 * SEAM for social login (A §2: buttons appear only when the social-login provider is initialised
 * and FACEBOOKLOGIN3 / GOOGLELOGIN3 is on). No brand has provider (Firebase) settings yet, so this
 * returns [] and the login page renders nothing for it. A later task adds the settings to the
 * brand schema and fills this in; it must load the provider lazily (never a static import: the
 * page budget is 100 KB) and only when this list is not empty.
 */
export type SocialProvider = 'facebook' | 'google';

/** The social-login buttons to show: none until a brand has provider settings. */
export function socialProviders(_whitelabel: Readonly<Record<string, boolean>>): SocialProvider[] {
  return [];
}
