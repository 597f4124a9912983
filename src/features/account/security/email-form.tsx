/**
 * Bind or change the e-mail address (issue 23): required, at most LENGTH_LIMITS.email characters
 * (the kit's length message at once, never cut), the A §5 pattern; the platform's refusal under
 * the field or as the form's message.
 */
import { useRef, type FormEvent } from 'react';
import Field from '../../../components/form/Field.tsx';
import { LENGTH_LIMITS } from '../../../components/form/length.ts';
import { showToast } from '../../../components/form/toast.ts';
import { mergeErrors, useForm } from '../../../components/form/use-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { translateError } from '../../../lib/errors.ts';
import { emailErrors } from './security-rules.ts';
import type { SecurityFormProps } from './security-types.ts';
import FormEnd from './form-end.tsx';
import { bindEmail } from './api.ts';

const ID = 'security-email';

export default function EmailForm({ labels, kit, messages, onDone, onCancel }: SecurityFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<{ email: string }>({ email: '' }, formRef);
  const text = labels.email;
  const checks = { required: text.required, invalid: text.invalid, tooLong: kit.length.tooLong };
  const local = form.touched.email || form.submitted ? emailErrors(form.values.email, checks) : [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.busy) return;
    form.setSubmitted(true);
    if (emailErrors(form.values.email, checks).length) return form.focus(ID);
    if (!form.begin()) return;
    form.clearErrors('form', 'email');
    try {
      await bindEmail(form.values.email.trim());
      showToast({ text: text.saved, kind: 'success' });
      onDone();
    } catch (error) {
      const onField = error instanceof ApiError && error.kind === 'platform' && error.code === 'email.invalid';
      const message = onField ? text.invalid : translateError(error, messages);
      form.setErrors({ [onField ? 'email' : 'form']: [message] });
      form.focus(onField ? ID : 'security-email-message');
    } finally {
      form.end();
    }
  }

  return (
    <form ref={formRef} className="form security-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={form.busy || undefined}>
      <Field
        id={ID}
        label={text.label}
        errors={mergeErrors(local, form.errors.email)}
        limit={{ value: form.values.email, max: LENGTH_LIMITS.email, messages: kit.length }}
      >
        <input
          className="input"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={text.placeholder}
          value={form.values.email}
          onChange={(event) => form.input('email', event.target.value)}
          onBlur={() => form.values.email && form.touch({ email: true })}
        />
      </Field>
      <FormEnd messageId="security-email-message" form={form} text={text} cancel={labels.cancel} onCancel={onCancel} />
    </form>
  );
}
