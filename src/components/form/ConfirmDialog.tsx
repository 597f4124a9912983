/**
 * An accessible modal dialog (native <dialog>: focus trap, Escape, top layer) with a title, a
 * body, a confirm button and an optional cancel button. A click on the mask cancels, but not
 * within DIALOG_GUARD_MS of opening (A §9 "dialog mask double-click guard"), so the second click
 * of a double click that opened it does not close it at once. Escape cancels too. Mask clicks do
 * not reach the shell's own "mask click closes any dialog" handler.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import '../confirm-dialog.css';
import { DIALOG_GUARD_MS } from '../../constants.ts';
import './form.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  /** No cancel button without it (e.g. the same-password popup has only a confirm button). */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Whether a mask click at `now` may close a dialog opened at `openedAt`. */
export const maskClickCloses = (openedAt: number, now: number) => now - openedAt >= DIALOG_GUARD_MS;

export default function ConfirmDialog({ open, title, body, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const openedAt = useRef(0);
  const openProp = useRef(open);
  openProp.current = open;
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openedAt.current = Date.now();
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    // A click on the backdrop closes the dialog; Esc is the keyboard's way (the dialog's own).
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault(); // Escape: the parent decides (open is its state)
        onCancel();
      }}
      onClose={() => {
        // Closed by something else (the shell closes open dialogs when another opens, or on a
        // back/forward restore): the parent's state follows, as for a cancel.
        if (openProp.current) onCancel();
      }}
      onClick={(event) => {
        // Only the mask: a click on the dialog's own padding also targets the <dialog>, but inside its box.
        const dialog = ref.current;
        if (event.target !== dialog || !dialog) return;
        // The shell closes any dialog on a mask click (shell.client.ts): this one decides itself.
        event.stopPropagation();
        const box = dialog.getBoundingClientRect();
        const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
        if (!inside && maskClickCloses(openedAt.current, Date.now())) onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div id={bodyId}>{typeof body === 'string' ? <p>{body}</p> : body}</div>
      <div className="confirm-actions">
        {cancelLabel ? (
          <button type="button" className="button ghost" onClick={onCancel}>
            {cancelLabel}
          </button>
        ) : null}
        {/* The dialog opens on its action: autofocus is how a <dialog> picks its first focus. */}
        {/* eslint-disable-next-line jsx-a11y-x/no-autofocus */}
        <button type="button" className="button" onClick={onConfirm} autoFocus>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
