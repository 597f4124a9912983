/**
 * Settings the platform holds per merchant (ours): the mobile templates (A §3 `mem_cen`,
 * `dep_func`: 1 = the new member centre / deposit layout) and whether members may upload their own
 * avatar. The demo brands differ so that both layouts and both avatar pickers are tested: lotus
 * has the new layouts and uploads, harbor the classic ones and presets only; any other brand (and
 * the sandbox without a brand) gets what lotus gets.
 */
export interface PlatformSettings {
  mobileTemplate: { mem_cen: number; dep_func: number };
  avatarUpload: boolean;
}

const DEFAULT: PlatformSettings = { mobileTemplate: { mem_cen: 1, dep_func: 1 }, avatarUpload: true };
const BY_BRAND: Readonly<Record<string, PlatformSettings>> = {
  harbor: { mobileTemplate: { mem_cen: 0, dep_func: 0 }, avatarUpload: false },
};

export function platformSettings(brandId: string | undefined): PlatformSettings {
  return (brandId && BY_BRAND[brandId]) || DEFAULT;
}
