import { describe, expect, it } from 'vitest';
import { afterInput, initialFormState, mergeErrors, withoutErrors, type FormState } from './use-form.ts';

type Values = { username: string; password: string; captcha: string };
type Field = keyof Values;
const start = (): FormState<Values, Field> => initialFormState<Values, Field>({ username: '', password: '', captcha: '' });

describe('the form kit state (useForm)', () => {
  it('starts empty: no messages, nothing touched, changed, submitted or busy', () => {
    expect(start()).toEqual({ values: { username: '', password: '', captcha: '' }, errors: {}, touched: {}, changed: false, submitted: false, busy: false });
  });

  it('input sets the value, drops that field’s kept messages and the form’s message, and marks the form changed', () => {
    const state: FormState<Values, Field> = { ...start(), errors: { username: ['taken'], password: ['wrong'], form: ['refused'] } };
    const next = afterInput<Values, Field>(state, 'username', 'demo');
    expect(next.values).toEqual({ username: 'demo', password: '', captcha: '' });
    expect(next.errors).toEqual({ password: ['wrong'] });
    expect(next.changed).toBe(true);
    expect(state.values.username).toBe(''); // a new state, the old one untouched
  });

  it('input without kept messages keeps the same messages object', () => {
    const state: FormState<Values, Field> = { ...start(), errors: { password: ['wrong'] } };
    expect(afterInput<Values, Field>(state, 'username', 'd').errors).toBe(state.errors);
  });

  it('withoutErrors drops the named fields, the same object when there was nothing to drop', () => {
    const errors = { username: ['a'], form: ['b'] };
    expect(withoutErrors<Field>(errors, ['username'])).toEqual({ form: ['b'] });
    expect(withoutErrors<Field>(errors, ['form', 'username'])).toEqual({});
    expect(withoutErrors<Field>(errors, ['password'])).toBe(errors);
  });

  it('mergeErrors: the check’s messages first, then the kept ones it does not already say', () => {
    expect(mergeErrors(['Required'], ['Taken', 'Required'])).toEqual(['Required', 'Taken']);
    expect(mergeErrors([], undefined)).toEqual([]);
  });
});
