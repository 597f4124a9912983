import type { TFunction } from 'i18next';
import * as brand from 'virtual:brand';
import type { AgeCheckLabels } from './AgeCheckbox.tsx';

/** Build time: the registration checkbox's strings with the brand's age limit (e.g. "I am 21 or older"). */
export const ageCheckLabels = (t: TFunction): AgeCheckLabels => ({
  label: t('age.checkbox', { age: brand.ageLimit }),
  required: t('age.checkboxRequired', { age: brand.ageLimit }),
});

/** Build time: "I am 21 or older" alone, for a form that draws its own checkbox. */
export const ageCheckText = (t: TFunction): string => t('age.checkbox', { age: brand.ageLimit });
