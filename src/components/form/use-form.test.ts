import { describe, expect, it } from 'vitest';
import { formReducer, initialFormState, mergeErrors, withoutErrors, type FormState } from './use-form.ts';

type Values = { username: string; password: string; captcha: string };
type Field = keyof Values;
const start = (): FormState<Values, Field> => initialFormState<Values, Field>({ username: '', password: '', captcha: '' });

describe('the form kit state (useForm reducer)', () => {
  it('starts empty: no messages, nothing touched, changed, submitted or busy', () => {
    expect(start()).toEqual({ values: { username: '', password: '', captcha: '' }, errors: {}, touched: {}, changed: false, submitted: false, busy: false });
  });

  it('input sets the value, drops that field’s kept messages and the form’s message, and marks the form changed', () => {
    const state = { ...start(), errors: { username: ['taken'], password: ['wrong'], form: ['refused'] } };
    const next = formReducer(state, { type: 'input', field: 'username', value: 'demo' });
    expect(next.values.username).toBe('demo');
    expect(next.errors).toEqual({ password: ['wrong'] });
    expect(next.changed).toBe(true);
  });

  it('values set by the form itself (a new captcha, a remembered login) keep every message', () => {
    const state = { ...start(), errors: { form: ['wrong captcha'] } };
    const next = formReducer(state, { type: 'values', values: (now) => ({ ...now, captcha: '' }) });
    expect(next.errors).toEqual({ form: ['wrong captcha'] });
    expect(next.changed).toBe(false);
  });

  it('errors take a value or an update of the current ones', () => {
    const withMobile = formReducer(start(), { type: 'errors', errors: { username: ['required'] } });
    expect(formReducer(withMobile, { type: 'errors', errors: (now) => ({ ...now, form: ['offline'] }) }).errors).toEqual({ username: ['required'], form: ['offline'] });
  });

  it('touched merges, and a field can be untouched again (a new captcha is a new question)', () => {
    const touched = formReducer(start(), { type: 'touched', touched: { username: true, captcha: true } });
    expect(touched.touched).toEqual({ username: true, captcha: true });
    expect(formReducer(touched, { type: 'touched', touched: { captcha: false } }).touched).toEqual({ username: true, captcha: false });
    expect(formReducer(touched, { type: 'touched', touched: { username: true } })).toBe(touched); // nothing new: same state, no render
  });

  it('submitted and busy switch, and the same value leaves the state as it is', () => {
    const busy = formReducer(start(), { type: 'busy', busy: true });
    expect(busy.busy).toBe(true);
    expect(formReducer(busy, { type: 'busy', busy: true })).toBe(busy);
    expect(formReducer(busy, { type: 'submitted', submitted: true }).submitted).toBe(true);
  });

  it('withoutErrors drops the named fields, the same object when there was nothing to drop', () => {
    const errors = { username: ['a'], form: ['b'] };
    expect(withoutErrors<Field>(errors, ['username'])).toEqual({ form: ['b'] });
    expect(withoutErrors<Field>(errors, ['password'])).toBe(errors);
  });

  it('mergeErrors: the check’s messages first, then the kept ones it does not already say', () => {
    expect(mergeErrors(['Required'], ['Taken', 'Required'])).toEqual(['Required', 'Taken']);
    expect(mergeErrors([], undefined)).toEqual([]);
  });
});
