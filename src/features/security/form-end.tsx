/**
 * The end of every security form: the form's message (a refusal not about one field), then Save
 * (its words change while sending) and Cancel. One place, so the three forms end alike.
 */
export interface FormEndProps {
  /** The message's id (`refusal.ts` focuses it). */
  messageId: string;
  message: readonly string[] | undefined;
  busy: boolean;
  submit: string;
  saving: string;
  cancel: string;
  onCancel: () => void;
}

export default function FormEnd({ messageId, message, busy, submit, saving, cancel, onCancel }: FormEndProps) {
  return (
    <>
      {message ? (
        <p className="form-message" id={messageId} role="alert" tabIndex={-1}>
          {message.join(', ')}
        </p>
      ) : null}
      <div className="form-actions security-actions">
        <button type="submit" data-primary-action className="button" disabled={busy} aria-busy={busy || undefined}>
          {busy ? saving : submit}
        </button>
        <button type="button" className="button ghost" onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </>
  );
}
