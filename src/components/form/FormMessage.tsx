/**
 * The form's message (`errors.form`: a refusal or a problem not about one field), above its submit
 * button, joined by ', ' in role="alert". With `id` the form moves the focus to it after a refusal
 * (./refusal.ts), so it then takes the focus (tabIndex -1); nothing while there is no message.
 */
import './form.css';

export interface FormMessageProps {
  errors: readonly string[] | undefined;
  /** Set when the form focuses the message. */
  id?: string;
}

export default function FormMessage({ errors, id }: FormMessageProps) {
  if (!errors?.length) return null;
  return (
    <p className="form-message" id={id} role="alert" tabIndex={id ? -1 : undefined}>
      {errors.join(', ')}
    </p>
  );
}
