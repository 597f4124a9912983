// Types of the brand's virtual modules (src/app/brand-integration.ts).

declare module 'virtual:brand' {
  type Brand = import('./schema.ts').Brand;
  export const id: Brand['id'];
  export const name: Brand['name'];
  export const merchantCode: Brand['merchantCode'];
  export const api: Brand['api'];
  export const defaultLanguage: Brand['defaultLanguage'];
  export const languages: Brand['languages'];
  export const theme: Brand['theme'];
  export const ageLimit: Brand['ageLimit'];
  export const whitelabel: Brand['whitelabel'];
  export const assets: Brand['assets'];
  export const currency: Brand['currency'];
  export const downloads: Brand['downloads'];
  export const app: Brand['app'];
  export const customerService: Brand['customerService'];
  export const social: Brand['social'];
  export const links: Brand['links'];
  export const footer: Brand['footer'];
  export const pwa: Brand['pwa'];
  export const registration: Brand['registration'];
  /** The brand's text overrides per language (brands/<id>/locales/<lang>.json), validated. */
  export const texts: Brand['texts'];
  /** The brand's Firebase settings; null without (no social login, phone codes by the platform). */
  export const firebase: NonNullable<Brand['firebase']> | null;
  /** Build-time FIREBASE_AUTH_EMULATOR_HOST (host:port): the bundle talks to that emulator; null for a real build. */
  export const firebaseAuthEmulatorHost: string | null;
  /** The brand has Firebase settings (social login possible). */
  export const hasFirebase: boolean;
  /** The brand has Firebase send and check SMS codes. */
  export const hasFirebasePhone: boolean;
  /** The brand shows a social login button (Firebase settings and FACEBOOKLOGIN3 or GOOGLELOGIN3). */
  export const hasSocialLogin: boolean;
  /** Server side: points the exports at brand `id` of the build (`virtual:brand-build`). */
  export function useBrand(id: string): void;
}

/** Server side only (src/app/brand-integration.ts): what the build renders. */
declare module 'virtual:brand-build' {
  type Brand = import('./schema.ts').Brand;
  /** The brands this build renders (the dev server: the one it serves). */
  export const builtBrands: readonly Pick<Brand, 'id' | 'languages' | 'defaultLanguage'>[];
  /** The build's pages sit under `<brand id>/` (scripts/build-brands.ts moves each to dist/<id>/); false on the dev server. */
  export const prefixed: boolean;
  /** Points `virtual:brand`'s exports at brand `id` (before rendering one of its pages). */
  export function useBrand(id: string): void;
}

declare module 'virtual:region-names' {
  /** Language code → region code (ISO 3166 alpha-2) → name; no English (see src/i18n/region-names.ts). */
  const names: Partial<Record<import('../constants.ts').LanguageCode, Record<string, string>>>;
  export default names;
}

/** A module bundled into one classic script, as text for an inline `<script>` (scripts/inline-script.ts). */
declare module '*?inline-script' {
  const code: string;
  export default code;
}
