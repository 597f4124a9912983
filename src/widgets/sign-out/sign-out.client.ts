// The sign-out dialog's confirm (SignOutDialog.astro): once, however often it is tapped.
import { TOAST_MS } from '../../constants.ts';
import { navigate } from '../../lib/safe-path.ts';
import { SIGN_OUT } from './config.ts';
import { logout } from './logout.ts';

const found = SIGN_OUT.read();
if (found) {
  const dialog = found.element as HTMLDialogElement;
  const { home, signingOut } = found.config;
  const confirm = dialog.querySelector<HTMLButtonElement>('[data-confirm]')!;
  confirm.addEventListener('click', async () => {
    if (confirm.disabled) return;
    confirm.disabled = true;
    dialog.close();
    // The notice's code comes with the tap: every page carries this dialog, few pages sign out.
    const [{ showToast }, { mountToasts }] = await Promise.all([import('../../components/form/toast.ts'), import('../../components/form/toasts.client.ts')]);
    mountToasts();
    const hide = showToast({ text: signingOut, kind: 'loading', durationMs: TOAST_MS.pending });
    try {
      await logout(); // never throws; a failed call still ends the session here
    } finally {
      hide();
      navigate(home);
    }
  });
}
