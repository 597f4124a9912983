/**
 * The method toggle of the account forms (login: username or SMS; registration: username or
 * mobile; forgot password: phone or e-mail): a tablist whose tabs are `${idPrefix}-${method}`,
 * each controlling the panel `controls`. With `arrowKeys`, the tabs pattern's keyboard: one tab
 * in the tab order, arrows switch between the two methods, Home and End go to the first and
 * last, and the focus follows.
 */
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
  arrowKeys?: boolean;
}

const MOVES = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];

export default function MethodTabs<Method extends string>({ idPrefix, controls, label, methods, names, current, onChange, disabled, arrowKeys }: MethodTabsProps<Method>) {
  function move(key: string) {
    const at = methods.indexOf(current);
    const to = key === 'Home' ? methods[0]! : key === 'End' ? methods.at(-1)! : methods[(at + (key === 'ArrowLeft' ? methods.length - 1 : 1)) % methods.length]!;
    onChange(to);
    document.getElementById(`${idPrefix}-${to}`)?.focus();
  }
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
          tabIndex={arrowKeys ? (current === method ? 0 : -1) : undefined}
          disabled={disabled}
          onClick={() => onChange(method)}
          onKeyDown={
            arrowKeys
              ? (event) => {
                  if (!MOVES.includes(event.key)) return;
                  event.preventDefault();
                  move(event.key);
                }
              : undefined
          }
        >
          {names[method]}
        </button>
      ))}
    </div>
  );
}
