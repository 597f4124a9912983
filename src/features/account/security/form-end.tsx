/**
 * The end of every security form: the form's message (a refusal not about one field), then Save
 * (its words change while sending) and Cancel. One place, so the three forms end alike.
 */
import FormMessage from '../../../components/form/FormMessage.tsx';
import SubmitButton from '../../../components/form/SubmitButton.tsx';

export interface FormEndProps {
  /** The message's id (`refusal.ts` focuses it). */
  messageId: string;
  /** The form's state (useForm): its message and whether it is sending. */
  form: { errors: { form?: readonly string[] }; busy: boolean };
  /** The form's texts: Save, and its words while sending. */
  text: { submit: string; saving: string };
  cancel: string;
  onCancel: () => void;
}

export default function FormEnd({ messageId, form, text, cancel, onCancel }: FormEndProps) {
  return (
    <>
      <FormMessage id={messageId} errors={form.errors.form} />
      <div className="form-actions security-actions">
        <SubmitButton busy={form.busy} label={text.submit} busyLabel={text.saving} block={false} />
        <button type="button" className="button ghost" onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </>
  );
}
