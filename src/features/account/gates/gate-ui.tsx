/**
 * The gates' prompts and notices, drawn with the form kit (ConfirmDialog, Toasts) in a React root
 * of their own. gates.client.ts imports this module only when a gate has something to say, so a
 * page whose player never meets a gate loads no React for it (guests' pages stay React-free).
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import ConfirmDialog from '../../../components/form/ConfirmDialog.tsx';
import Toasts from '../../../components/form/Toasts.tsx';
import { showToast, type ToastOptions } from '../../../components/form/toast.ts';

export interface Prompt {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel?: string;
}

interface OpenPrompt extends Prompt {
  answer: Promise<boolean>;
  resolve: (confirmed: boolean) => void;
}

const $prompt = atom<OpenPrompt | null>(null);

function GateUi() {
  const prompt = useStore($prompt);
  // The dialog keeps its last text while it closes.
  const [shown, setShown] = useState<Prompt | null>(null);
  useEffect(() => {
    if (prompt) setShown(prompt);
  }, [prompt]);
  const settle = (confirmed: boolean) => {
    const open = $prompt.get();
    $prompt.set(null);
    open?.resolve(confirmed);
  };
  return (
    <>
      <Toasts />
      {shown ? (
        <ConfirmDialog
          open={prompt !== null}
          title={shown.title}
          body={shown.body}
          confirmLabel={shown.confirmLabel}
          cancelLabel={shown.cancelLabel}
          onConfirm={() => settle(true)}
          onCancel={() => settle(false)}
        />
      ) : null}
    </>
  );
}

let mounted = false;
function mount(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.className = 'gate-ui';
  document.body.append(host);
  createRoot(host).render(<GateUi />);
}

/** Shows a prompt; resolves true on confirm, false on cancel (button, Escape or mask). One at a time. */
export function ask(prompt: Prompt): Promise<boolean> {
  mount();
  const open = $prompt.get();
  if (open) return open.answer; // a second tap while it shows: the same prompt
  let resolve!: (confirmed: boolean) => void;
  const answer = new Promise<boolean>((settle) => (resolve = settle));
  $prompt.set({ ...prompt, answer, resolve });
  return answer;
}

/** Shows a toast (the kit's queue); returns its hide(). */
export function notify(options: ToastOptions): () => void {
  mount();
  return showToast(options);
}
