/**
 * Renders the toast queue (./toast.ts) in a polite live region. Any island that shows toasts
 * includes `<Toasts />`; when several islands of one page do (or a plain script mounted its own,
 * toasts.client.ts), only the first renders, so a toast never shows twice.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $toasts, claimToastRegion, releaseToastRegion } from './toast.ts';
import './form.css';
import './toast.css';

export default function Toasts() {
  const toasts = useStore($toasts);
  const [me] = useState(() => Symbol('toasts'));
  const [active, setActive] = useState(false);
  useEffect(() => {
    setActive(claimToastRegion(me));
    return () => releaseToastRegion(me);
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
