/**
 * One labelled form field: label, the control, an optional hint, and the errors (joined by ', ')
 * in an element with role="alert" and id `${id}-error` (A §5 "Errors show under each field,
 * joined by commas").
 *
 * Wiring the control. By default Field clones its single child element and gives it `id`,
 * `aria-invalid` and `aria-describedby` (hint, counter and error ids), unless the child sets them
 * itself. Kit controls (PasswordInput, CountryCodeSelect's select…) accept and forward these props.
 * For a compound child (e.g. a row with a dialling-code picker and an input), pass `wire={false}`
 * and spread `fieldAria(id, errors, hint, limit)` on the input that carries the `id`.
 *
 * Length limits (./length.ts). With `limit`, a value over the limit shows the length message at
 * once, before any other error and whether or not the field was touched: the player has just typed
 * or pasted it. `limit.counter` adds "length/max" beside the label (`${id}-count`, in the error
 * colour past the limit, read politely by screen readers).
 */
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { countText, lengthOf, withLengthError, type FieldLimit } from './length.ts';
import './form.css';

export interface FieldProps {
  id: string;
  label: ReactNode;
  errors?: readonly string[];
  hint?: ReactNode;
  /** The field's length limit: message at once when over, optional counter. */
  limit?: FieldLimit;
  /** Clone the child with id / aria-invalid / aria-describedby (default true). */
  wire?: boolean;
  className?: string;
  children: ReactNode;
}

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;
export const countId = (id: string) => `${id}-count`;

/** The aria props of a field's control: invalid when it has errors, described by its hint, counter and errors. */
export function fieldAria(
  id: string,
  errors?: readonly string[],
  hint?: ReactNode,
  limit?: FieldLimit,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const invalid = withLengthError(errors, limit).length > 0;
  const describedBy = [hint ? hintId(id) : '', limit?.counter ? countId(id) : '', invalid ? errorId(id) : ''].filter(Boolean).join(' ');
  return { ...(invalid ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
}

type Wirable = { id?: string; 'aria-invalid'?: unknown; 'aria-describedby'?: string };

export default function Field({ id, label, errors, hint, limit, wire = true, className, children }: FieldProps) {
  const shown = withLengthError(errors, limit);
  let control = children;
  if (wire && isValidElement(children)) {
    const child = children as ReactElement<Wirable>;
    const aria = fieldAria(id, errors, hint, limit);
    control = cloneElement(child, {
      id: child.props.id ?? id,
      'aria-invalid': child.props['aria-invalid'] ?? aria['aria-invalid'],
      'aria-describedby': child.props['aria-describedby'] ?? aria['aria-describedby'],
    });
  }
  const labelElement = (
    <label className="field-label" htmlFor={id}>
      {label}
    </label>
  );
  return (
    <div className={className ? `field ${className}` : 'field'}>
      {limit?.counter ? (
        <div className="field-head">
          {labelElement}
          <span className="field-counter" id={countId(id)} data-over={lengthOf(limit.value) > limit.max || undefined} aria-live="polite">
            <span aria-hidden="true">
              {lengthOf(limit.value)}/{limit.max}
            </span>
            <span className="visually-hidden">{countText(limit)}</span>
          </span>
        </div>
      ) : (
        labelElement
      )}
      {control}
      {hint ? (
        <p className="field-hint" id={hintId(id)}>
          {hint}
        </p>
      ) : null}
      {shown.length ? (
        <p className="field-error" id={errorId(id)} role="alert">
          {shown.join(', ')}
        </p>
      ) : null}
    </div>
  );
}
