/**
 * A form's state in one reducer (`useForm`): the values, the messages it keeps per field and for
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
import { useEffect, useReducer, useRef, useState, type RefObject } from 'react';

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

export type FormAction<Values extends object, Field extends string> =
  | { type: 'input'; field: Field; value: string }
  | { type: 'values'; values: Update<Values> }
  | { type: 'errors'; errors: Update<FormErrors<Field>> }
  | { type: 'touched'; touched: Partial<Record<Field, boolean>> }
  | { type: 'submitted'; submitted: boolean }
  | { type: 'busy'; busy: boolean };

const apply = <T>(update: Update<T>, now: T): T => (typeof update === 'function' ? (update as (now: T) => T)(now) : update);

/** The messages without those of `fields` (the same object when there were none). */
export function withoutErrors<Field extends string>(errors: FormErrors<Field>, fields: readonly (Field | 'form')[]): FormErrors<Field> {
  if (!fields.some((field) => errors[field])) return errors;
  const next = { ...errors };
  for (const field of fields) delete next[field];
  return next;
}

export function formReducer<Values extends object, Field extends string>(state: FormState<Values, Field>, action: FormAction<Values, Field>): FormState<Values, Field> {
  switch (action.type) {
    case 'input':
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        errors: withoutErrors(state.errors, [action.field, 'form']),
        changed: true,
      };
    case 'values':
      return { ...state, values: apply(action.values, state.values) };
    case 'errors':
      return { ...state, errors: apply(action.errors, state.errors) };
    case 'touched': {
      const changes = Object.entries(action.touched).filter(([field, on]) => Boolean(state.touched[field as Field]) !== on);
      return changes.length ? { ...state, touched: { ...state.touched, ...Object.fromEntries(changes) } } : state;
    }
    case 'submitted':
      return state.submitted === action.submitted ? state : { ...state, submitted: action.submitted };
    case 'busy':
      return state.busy === action.busy ? state : { ...state, busy: action.busy };
  }
}

export const initialFormState = <Values extends object, Field extends string>(values: Values): FormState<Values, Field> => ({
  values,
  errors: {},
  touched: {},
  changed: false,
  submitted: false,
  busy: false,
});

/** Shown messages: the check's, then the kept ones it does not already say. */
export const mergeErrors = (local: readonly string[], kept: readonly string[] = []): string[] => [...local, ...kept.filter((message) => !local.includes(message))];

export function useForm<Values extends object, Field extends string = Extract<keyof Values, string>>(initial: Values | (() => Values), root: RefObject<HTMLElement | null>) {
  const [state, dispatch] = useReducer(formReducer<Values, Field>, undefined, () =>
    initialFormState<Values, Field>(typeof initial === 'function' ? (initial as () => Values)() : initial),
  );
  const busy = useRef(false);
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusTarget) root.current?.querySelector<HTMLElement>(`[id="${focusTarget.id}"]`)?.focus();
  }, [focusTarget, root]);

  const [actions] = useState(() => ({
    input: (field: Field, value: string) => dispatch({ type: 'input', field, value }),
    setValues: (values: Update<Values>) => dispatch({ type: 'values', values }),
    setErrors: (errors: Update<FormErrors<Field>>) => dispatch({ type: 'errors', errors }),
    /** Drops the kept messages of these fields. */
    clearErrors: (...fields: (Field | 'form')[]) => dispatch({ type: 'errors', errors: (now) => withoutErrors(now, fields) }),
    touch: (touched: Partial<Record<Field, boolean>>) => dispatch({ type: 'touched', touched }),
    setSubmitted: (submitted: boolean) => dispatch({ type: 'submitted', submitted }),
    begin(): boolean {
      if (busy.current) return false;
      busy.current = true;
      dispatch({ type: 'busy', busy: true });
      return true;
    },
    end() {
      busy.current = false;
      dispatch({ type: 'busy', busy: false });
    },
    focus: (id: string) => setFocusTarget({ id }),
  }));
  return { ...state, ...actions };
}

export type Form<Values extends object, Field extends string = Extract<keyof Values, string>> = ReturnType<typeof useForm<Values, Field>>;
