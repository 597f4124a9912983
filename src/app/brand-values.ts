/**
 * The values `virtual:brand` exports (types: ../brand/virtual.d.ts), and the part of them a page
 * carries for its scripts in a build of many brands (./brand-integration.ts): one client bundle
 * serves every brand, so what differs by brand travels in the page, about 0.6 KB gzip.
 */
import type { Brand } from '../brand/schema.ts';

/** The element that carries a page's brand values (src/layouts/DocumentHead.astro). */
export const BRAND_VALUES_ID = 'brand-values';

export type BrandValues = Omit<Brand, 'firebase'> & {
  firebase: NonNullable<Brand['firebase']> | null;
  firebaseAuthEmulatorHost: string | null;
  hasFirebase: boolean;
  hasFirebasePhone: boolean;
  hasSocialLogin: boolean;
};

export function brandValues(brand: Brand, firebaseAuthEmulatorHost: string | null): BrandValues {
  return {
    ...brand,
    firebase: brand.firebase ?? null,
    firebaseAuthEmulatorHost,
    hasFirebase: Boolean(brand.firebase),
    hasFirebasePhone: Boolean(brand.firebase?.phoneVerification),
    // The brand shows a social login button (src/lib/firebase/social-auth.ts socialProviders).
    hasSocialLogin: Boolean(brand.firebase) && (brand.whitelabel.FACEBOOKLOGIN3 || brand.whitelabel.GOOGLELOGIN3),
  };
}

/**
 * What the browser's modules import from `virtual:brand` (a build fails naming any other one a
 * browser module imports). Texts and names are rendered into the page, never read by its scripts.
 */
export const CLIENT_BRAND_FIELDS = [
  'merchantCode',
  'api',
  'whitelabel',
  'defaultLanguage',
  'languages',
  'ageLimit',
  'downloads',
  'links',
  'registration',
  'firebase',
  'firebaseAuthEmulatorHost',
  'hasFirebase',
  'hasFirebasePhone',
  'hasSocialLogin',
] as const satisfies readonly (keyof BrandValues)[];

/** The JSON a page carries: the browser's fields of the brand, `<` escaped so it cannot end its element. */
export function clientBrandJson(values: Pick<BrandValues, (typeof CLIENT_BRAND_FIELDS)[number]>): string {
  const picked = Object.fromEntries(CLIENT_BRAND_FIELDS.map((field) => [field, values[field]]));
  return JSON.stringify(picked).replace(/</g, '\\u003c');
}
