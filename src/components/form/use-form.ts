/**
 * A form's state in one place (`useForm`): the values, the messages it keeps per field and for
 * the form (`errors.form`), the fields the player left (`touched`), whether anything was typed
 * (`changed`), whether it was submitted, whether a send is under way (`busy`), and the focus
 * after the next render. Plain React, no form library: what a form checks, and when it shows a
 * check's errors, stays the form's own (its rules in a pure module beside it).
 *
 * - `input(field, value)`: the player typed; the value is set, that field's kept messages and the
 *   form's message go (a refusal was about the old value), `changed` turns true.
 * - `setValues`: values set by the form itself (remembered login, a new captcha's empty answer):
 *   no message goes.
 * - `begin()` is false while a send is under way (synchronously: a second click before the next
 *   render is refused too); `end()` lets the next one through.
 * - `focus(id)`: the element with that id inside `root` gets the focus once the next render is on
 *   screen (a message that is only rendered then, a field that just got its error).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

/** Messages per field; the form's own message under `form`. */
export type FormErrors<Field extends string> = Partial<Record<Field | 'form', string[]>>;

export interface FormState<Values extends object, Field extends string> {
  values: Values;
  errors: FormErrors<Field>;
  touched: Partial<Record<Field, boolean>>;
  changed: boolean;
  submitted: boolean;
  busy: boolean;
}

type Update<T> = T | ((now: T) => T);
const apply = <T>(update: Update<T>, now: T): T => (typeof update === 'function' ? (update as (now: T) => T)(now) : update);

/** The messages without those of `fields` (the same object when there were none). */
export function withoutErrors<Field extends string>(errors: FormErrors<Field>, fields: readonly (Field | 'form')[]): FormErrors<Field> {
  if (!fields.some((field) => errors[field])) return errors;
  const next = { ...errors };
  for (const field of fields) delete next[field];
  return next;
}

/** What the player's typing changes: the value, that field's and the form's kept messages, `changed`. */
export const afterInput = <Values extends object, Field extends string>(
  now: FormState<Values, Field>,
  field: Field,
  value: string,
): FormState<Values, Field> => ({
  ...now,
  values: { ...now.values, [field]: value },
  errors: withoutErrors(now.errors, [field, 'form']),
  changed: true,
});

export const initialFormState = <Values extends object, Field extends string>(values: Values): FormState<Values, Field> => ({
  values,
  errors: {},
  touched: {},
  changed: false,
  submitted: false,
  busy: false,
});

/** Shown messages: the check's, then the kept ones it does not already say. */
export const mergeErrors = (local: readonly string[], kept: readonly string[] = []): string[] => [
  ...local,
  ...kept.filter((message) => !local.includes(message)),
];

export function useForm<Values extends object, Field extends string = Extract<keyof Values, string>>(initial: Values, root: RefObject<HTMLElement | null>) {
  type State = FormState<Values, Field>;
  const [state, setState] = useState<State>(() => initialFormState(initial));
  const busy = useRef(false);
  const [focusTarget, setFocusTarget] = useState<[id: string]>();
  useEffect(() => {
    if (focusTarget) root.current?.querySelector<HTMLElement>(`[id="${focusTarget[0]}"]`)?.focus();
  }, [focusTarget, root]);

  const [actions] = useState(() => {
    const update = (change: (now: State) => Partial<State>) => setState((now) => ({ ...now, ...change(now) }));
    const setBusy = (on: boolean) => {
      busy.current = on;
      update(() => ({ busy: on }));
    };
    return {
      input: (field: Field, value: string) => setState((now) => afterInput(now, field, value)),
      setValues: (values: Update<Values>) => update((now) => ({ values: apply(values, now.values) })),
      setErrors: (errors: Update<FormErrors<Field>>) => update((now) => ({ errors: apply(errors, now.errors) })),
      /** Drops the kept messages of these fields. */
      clearErrors: (...fields: (Field | 'form')[]) => update((now) => ({ errors: withoutErrors(now.errors, fields) })),
      touch: (touched: Partial<Record<Field, boolean>>) => update((now) => ({ touched: { ...now.touched, ...touched } })),
      setSubmitted: (submitted: boolean) => update(() => ({ submitted })),
      begin(): boolean {
        if (busy.current) return false;
        setBusy(true);
        return true;
      },
      end: () => setBusy(false),
      focus: (id: string) => setFocusTarget([id]),
    };
  });
  return { ...state, ...actions };
}
