import type { FormTexts } from '../../../components/form/texts.ts';
import type { ErrorMessages } from '../../../lib/errors.ts';
import type { Texts } from '../../../i18n/types.ts';

/** The whole `security` subtree of the page's language, handed over as it is. */
export type SecurityLabels = Texts['security'];
/** The parts of the kit's `form` namespace the forms show (SecurityCenterPage.astro). */
export type SecurityKitTexts = Pick<FormTexts, 'password' | 'mobile' | 'sms' | 'rules' | 'length' | 'captcha' | 'smsCheck'>;

export interface SecurityFormProps {
  labels: SecurityLabels;
  kit: SecurityKitTexts;
  messages: ErrorMessages;
  /** Saved: the list closes the form (and moves the focus back to its item). */
  onDone: () => void;
  onCancel: () => void;
}
