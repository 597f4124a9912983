/**
 * The gates' prompts and notices, without React: the kit's confirm dialog as the plain pages draw it
 * (the sign-out dialog's markup: src/components/confirm-dialog.css) and the plain toast region.
 * gates.client.ts imports this module only when a gate has something to say. It was the form kit's
 * React ConfirmDialog, and a trial account on the member centre or the invite page, whose prompt
 * opens before any tap, loaded React (68 KB gzip) on a plain page (issue 36: ≤ 32 KB).
 */
import { DIALOG_GUARD_MS } from '../../../constants.ts';
import { showToast, type ToastOptions } from '../../../components/form/toast.ts';
import { mountToasts } from '../../../components/form/toasts.client.ts';
import '../../../components/confirm-dialog.css';

export interface Prompt {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel?: string;
}

const TITLE_ID = 'gate-prompt-title';
const BODY_ID = 'gate-prompt-body';

interface PromptDialog {
  dialog: HTMLDialogElement;
  title: HTMLElement;
  body: HTMLElement;
  cancel: HTMLButtonElement;
  confirm: HTMLButtonElement;
}

let made: PromptDialog | undefined;
let open: Promise<boolean> | undefined;

const button = (className: string): HTMLButtonElement => Object.assign(document.createElement('button'), { type: 'button', className });

function promptDialog(): PromptDialog {
  if (made) return made;
  const dialog = Object.assign(document.createElement('dialog'), { className: 'confirm-dialog' });
  dialog.setAttribute('aria-labelledby', TITLE_ID);
  dialog.setAttribute('aria-describedby', BODY_ID);
  const card = Object.assign(document.createElement('div'), { className: 'confirm-card' });
  const title = Object.assign(document.createElement('h2'), { id: TITLE_ID });
  const body = Object.assign(document.createElement('p'), { id: BODY_ID });
  const actions = Object.assign(document.createElement('div'), { className: 'confirm-actions' });
  const cancel = button('button ghost');
  const confirm = button('button');
  actions.append(cancel, confirm);
  card.append(title, body, actions);
  dialog.append(card);
  document.body.append(dialog);
  made = { dialog, title, body, cancel, confirm };
  return made;
}

/**
 * Shows a prompt; resolves true on confirm, false on cancel (button, Escape or mask). One at a time.
 * A click on the mask cancels, but not within DIALOG_GUARD_MS of opening (A §9 "dialog mask
 * double-click guard"): the second click of a double click on the link that opened it.
 */
export function ask(prompt: Prompt): Promise<boolean> {
  if (open) return open; // a second tap while it shows: the same prompt
  const { dialog, title, body, cancel, confirm } = promptDialog();
  title.textContent = prompt.title;
  body.textContent = prompt.body;
  cancel.textContent = prompt.cancelLabel ?? '';
  cancel.hidden = !prompt.cancelLabel;
  confirm.textContent = prompt.confirmLabel;
  const openedAt = Date.now();
  let confirmed = false;
  const answer = new Promise<boolean>((resolve) => {
    // However it closes (its buttons, Escape, the mask, the shell closing dialogs when another opens).
    dialog.addEventListener(
      'close',
      () => {
        open = undefined;
        resolve(confirmed);
      },
      { once: true },
    );
  });
  confirm.onclick = () => {
    confirmed = true;
    dialog.close();
  };
  cancel.onclick = () => dialog.close();
  dialog.onclick = (event) => {
    if (event.target !== dialog) return; // the card fills the dialog: only the mask is the dialog itself
    event.stopPropagation(); // the shell closes any dialog on a mask click: this one decides itself
    if (Date.now() - openedAt >= DIALOG_GUARD_MS) dialog.close();
  };
  open = answer;
  dialog.showModal();
  confirm.focus(); // the dialog opens on its action
  return answer;
}

/** Shows a toast (the kit's queue); returns its hide(). */
export function notify(options: ToastOptions): () => void {
  mountToasts();
  return showToast(options);
}
