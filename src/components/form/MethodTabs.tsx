/**
 * The method toggle of the account forms (login: username or SMS; registration: username or
 * mobile; forgot password: phone or e-mail): a tablist of tabs `${idPrefix}-${method}`, each
 * controlling the panel `controls`. With `onKeyDown` (the login's arrow keys), one tab is in the
 * tab order (the selected one) and the keys are the caller's.
 */
import type { KeyboardEventHandler } from 'react';
import './form.css';

export interface MethodTabsProps<Method extends string> {
  idPrefix: string;
  /** The id of the panel the tabs control. */
  controls: string;
  /** The tablist's accessible name. */
  label: string;
  methods: readonly Method[];
  names: Readonly<Record<Method, string>>;
  current: Method;
  onChange: (method: Method) => void;
  disabled?: boolean;
  onKeyDown?: KeyboardEventHandler<HTMLButtonElement>;
}

export default function MethodTabs<Method extends string>({
  idPrefix,
  controls,
  label,
  methods,
  names,
  current,
  onChange,
  disabled,
  onKeyDown,
}: MethodTabsProps<Method>) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {methods.map((method) => (
        <button
          key={method}
          type="button"
          role="tab"
          id={`${idPrefix}-${method}`}
          aria-selected={current === method}
          aria-controls={controls}
          tabIndex={onKeyDown ? (current === method ? 0 : -1) : undefined}
          disabled={disabled}
          onClick={() => onChange(method)}
          onKeyDown={onKeyDown}
        >
          {names[method]}
        </button>
      ))}
    </div>
  );
}
