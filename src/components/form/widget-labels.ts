/**
 * The label props of the form widgets (src/widgets/form: CaptchaField, SocialButtons). They live
 * here, beside ./labels.ts which fills them at build time, because components never import widgets.
 */
import type { LengthMessages } from './length.ts';

export interface CaptchaLabels {
  label: string;
  /** Accessible name of the image button, e.g. "Verification image, tap for a new one". */
  refresh: string;
  /** Shown in the image box when the image could not be loaded (tap to retry). */
  failed: string;
  placeholder?: string;
  hint?: string;
  length: LengthMessages;
}

export interface SocialLabels {
  /** Above the buttons, e.g. "Or continue with". */
  heading: string;
  facebook: string;
  google: string;
  /** Notice while the sign-in is under way. */
  signingIn: string;
  /** Notice once signed in. */
  success: string;
}
