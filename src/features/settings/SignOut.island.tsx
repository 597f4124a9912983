/**
 * Sign out (A §4 "Logout", G §2 "Settings", "Right sidebar"): confirm dialog → loading notice
 * (TOAST_MS.pending) → logout call → the session ends on this device whatever the answer → home.
 * The notice always ends, before the page changes. Used by the settings page and the side menu.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import ConfirmDialog from '../../components/form/ConfirmDialog.tsx';
import Toasts from '../../components/form/Toasts.tsx';
import { showToast } from '../../components/form/toast.ts';
import { TOAST_MS } from '../../constants.ts';
import { logout } from './logout.ts';
import { navigate } from '../../lib/safe-path.ts';

export interface SignOutLabels {
  signOut: string;
  title: string;
  body: string;
  cancel: string;
  signingOut: string;
}

export interface SignOutProps {
  labels: SignOutLabels;
  /** Home in the page's language. */
  home: string;
  className?: string;
  /** The button's content (e.g. icon and label in the side menu); labels.signOut without it. */
  children?: ReactNode;
}

export default function SignOut({ labels, home, className = 'button ghost block', children }: SignOutProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  // Toasts go to <body>: this button may sit in the side menu, a <dialog> that closes on logout.
  // Set once hydrated; the button works from then on (before, a tap would be lost).
  const [body, setBody] = useState<HTMLElement | null>(null);
  useEffect(() => setBody(document.body), []);

  async function confirm() {
    if (busy) return;
    setAsking(false);
    setBusy(true);
    // The side menu closes on logout (G §2 "Right sidebar"), first, so the notice shows over the page.
    (document.getElementById('sidebar') as HTMLDialogElement | null)?.close();
    const hide = showToast({ text: labels.signingOut, kind: 'loading', durationMs: TOAST_MS.pending });
    try {
      await logout(); // never throws; a failed call still ends the session here
    } finally {
      hide();
      navigate(home);
    }
  }

  return (
    <>
      {body ? createPortal(<Toasts />, body) : null}
      <button type="button" className={className} onClick={() => setAsking(true)} disabled={busy || !body} aria-busy={busy}>
        {children ?? labels.signOut}
      </button>
      <ConfirmDialog
        open={asking}
        title={labels.title}
        body={labels.body}
        confirmLabel={labels.signOut}
        cancelLabel={labels.cancel}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
