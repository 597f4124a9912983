/**
 * The account forms' one submit tail (A §3-§5; README "Sign-in forms"): login, registration, setting a
 * password by phone and social sign-in all end the same way once the form is valid. A loading
 * notice (when the form's button does not say it), the proof first (the phone code or the
 * provider's pop-up turned into the adapter's token: a provider's refusal ends here like the
 * platform's), then the platform's call, the session started, what the form keeps of it (a
 * remembered login), the success notice and the way out. One function owns the order, so no form
 * shows success before the session exists or leaves a notice behind on failure.
 *
 * It resolves once the page is on its way out: the caller stays busy, so a second tap never signs
 * in twice. It rejects with the failure (the notice hidden) for the caller to place on its fields.
 */
import { merchantCode } from 'virtual:brand';
import { showToast } from '../../components/form/toast.ts';
import { signIn, type SignInAnswer } from '../../lib/session.ts';

export interface SignInSteps<Proof> {
  /** Shown while the steps run, for as long as `durationMs` at most; none: the form's own button says it. */
  notice?: { text: string; durationMs: number };
  /** First, when the form has one: the proof of the phone or of the provider. */
  prove?: () => Promise<Proof>;
  /** The platform's call that answers with the session, given the proof. */
  call: (proof: Proof | undefined) => Promise<SignInAnswer>;
  /** After the session has started, before the success notice (remembering the login); its failures are its own. */
  keep?: () => Promise<void>;
  /** The success notice's text. */
  success: string;
  /** Where the player goes: back where they came from (leaveAfterSignIn), or home. */
  leave: () => void;
}

export async function submitSignIn<Proof>({ notice, prove, call, keep, success, leave }: SignInSteps<Proof>): Promise<void> {
  const hide = notice ? showToast({ text: notice.text, kind: 'loading', durationMs: notice.durationMs }) : () => undefined;
  try {
    const proof = prove ? await prove() : undefined;
    const answer = await call(proof);
    hide();
    signIn(answer, merchantCode);
  } catch (error) {
    hide();
    throw error;
  }
  await keep?.();
  showToast({ text: success, kind: 'success' });
  leave();
}
