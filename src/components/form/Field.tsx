/**
 * One labelled form field: label, the control, an optional hint, and the errors (joined by ', ')
 * in an element with role="alert" and id `${id}-error` (A §5 "Errors show under each field,
 * joined by commas").
 *
 * Wiring the control. By default Field clones its single child element and gives it `id`,
 * `aria-invalid` and `aria-describedby` (hint and error ids), unless the child sets them itself.
 * Kit controls (PasswordInput, CountryCodeSelect's select…) accept and forward these props.
 * For a compound child (e.g. a row with a dialling-code picker and an input), pass `wire={false}`
 * and spread `fieldAria(id, errors, hint)` on the input that carries the `id`.
 */
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import './form.css';

export interface FieldProps {
  id: string;
  label: ReactNode;
  errors?: readonly string[];
  hint?: ReactNode;
  /** Clone the child with id / aria-invalid / aria-describedby (default true). */
  wire?: boolean;
  className?: string;
  children: ReactNode;
}

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** The aria props of a field's control: invalid when it has errors, described by its hint and errors. */
export function fieldAria(id: string, errors?: readonly string[], hint?: ReactNode): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const invalid = Boolean(errors && errors.length > 0);
  const describedBy = [hint ? hintId(id) : '', invalid ? errorId(id) : ''].filter(Boolean).join(' ');
  return { ...(invalid ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
}

type Wirable = { id?: string; 'aria-invalid'?: unknown; 'aria-describedby'?: string };

export default function Field({ id, label, errors, hint, wire = true, className, children }: FieldProps) {
  const invalid = Boolean(errors && errors.length > 0);
  let control = children;
  if (wire && isValidElement(children)) {
    const child = children as ReactElement<Wirable>;
    const aria = fieldAria(id, errors, hint);
    control = cloneElement(child, {
      id: child.props.id ?? id,
      'aria-invalid': child.props['aria-invalid'] ?? aria['aria-invalid'],
      'aria-describedby': child.props['aria-describedby'] ?? aria['aria-describedby'],
    });
  }
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {control}
      {hint ? (
        <p className="field-hint" id={hintId(id)}>
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p className="field-error" id={errorId(id)} role="alert">
          {errors!.join(', ')}
        </p>
      ) : null}
    </div>
  );
}
