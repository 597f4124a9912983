/**
 * Renders the toast queue (./toast.ts) in a polite live region. Any island that shows toasts
 * includes `<Toasts />`; when several islands of one page do, only the first mounted renders, so
 * a toast never shows twice.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $toasts } from './toast.ts';
import './form.css';
import './toast.css';

let owner: symbol | null = null;

export default function Toasts() {
  const toasts = useStore($toasts);
  const [me] = useState(() => Symbol('toasts'));
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (owner === null) owner = me;
    setActive(owner === me);
    return () => {
      if (owner === me) owner = null;
    };
  }, [me]);
  if (!active) return null;
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className="toast" data-kind={toast.kind}>
          {toast.kind === 'loading' ? <span className="toast-spinner" aria-hidden="true" /> : null}
          {toast.kind === 'success' ? (
            <span className="toast-icon" aria-hidden="true">
              ✓
            </span>
          ) : null}
          <span>{toast.text}</span>
        </div>
      ))}
    </div>
  );
}
