/**
 * The form of each way to find the password (./forget-email-form.tsx, ./forget-phone-form.tsx):
 * checked here, not by the browser, and described by its intro, which comes first.
 */
import type { FormEvent, ReactNode, RefObject } from 'react';

/** The ways to find the password (the island offers the phone only where the brand has it). */
export type ForgetMethod = 'email' | 'phone';

export interface ForgetFormProps {
  method: ForgetMethod;
  intro: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}

export default function ForgetForm({ method, intro, formRef, onSubmit, children }: ForgetFormProps) {
  const introId = `forget-${method}-intro`;
  return (
    <form ref={formRef} className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-describedby={introId}>
      <p id={introId} className="forget-intro">
        {intro}
      </p>
      {children}
    </form>
  );
}
