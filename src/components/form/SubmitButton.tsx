/**
 * The submit button of the account forms: the page's primary action, disabled and aria-busy while
 * the form sends (its words then say so, e.g. "Saving…"), and disabled for the form's own reasons
 * too (`disabled`: not hydrated yet, not ready, done).
 */
import './form.css';

export interface SubmitButtonProps {
  busy: boolean;
  /** Disabled for another reason than a send under way. */
  disabled?: boolean;
  label: string;
  /** The words while sending. */
  busyLabel: string;
  /** The full width of the form (default); false beside other actions (the security forms' Cancel). */
  block?: boolean;
}

export default function SubmitButton({ busy, disabled, label, busyLabel, block = true }: SubmitButtonProps) {
  return (
    <button type="submit" data-primary-action className={block ? 'button block' : 'button'} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}
