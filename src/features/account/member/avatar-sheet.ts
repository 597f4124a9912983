// The avatar picker's script (AvatarSheet.astro), loaded on its first opening: the current avatar
// checked, the upload offered when the platform takes own pictures, a chosen photo prepared by the
// reward upload's rules and downscaled (./avatar-picture.ts) and previewed, then Save: set head icon
// (form-urlencoded, A §7), the new avatar shown everywhere at once (src/stores/avatar.ts), the
// sheet closed. A refusal or a failed call says why and keeps the choice.
import { showToast } from '../../../components/form/toast.ts';
import { mountToasts } from '../../../components/form/toasts.client.ts';
import { TOAST_MS } from '../../../constants.ts';
import { translateError } from '../../../lib/errors.ts';
import { browserPictureIO, readDataUrl } from '../../../lib/picture-io.ts';
import { $avatar, $avatarUploadAllowed, refreshAvatar, setHeadIcon } from '../../../stores/avatar.ts';
import { prepareAvatar } from './avatar-picture.ts';
import { AVATAR_FORM, MEMBER_HOME } from './member-home.ts';

let form: HTMLFormElement | null = null;
let own: Blob | null = null;
let preview: string | null = null;

/** Shows `src` as the own-photo choice. */
function showOwn(src: string): void {
  const choice = form!.querySelector<HTMLElement>('[data-own-choice]')!;
  choice.querySelector('[data-own-preview]')!.replaceChildren(Object.assign(document.createElement('img'), { src, alt: '' }));
  choice.hidden = false;
}

/** The avatar shown now is the checked choice: a preset, or the member's photo (a new one not saved yet first). */
function checkCurrent(): void {
  const current = $avatar.get();
  if (current?.src && !own) showOwn(current.src);
  const value = current?.src ? 'own' : String(current?.preset ?? 1);
  for (const input of form!.querySelectorAll<HTMLInputElement>('input[name="avatar"]')) input.checked = input.value === value;
}

export function open(dialog: HTMLDialogElement): void {
  if (form) {
    checkCurrent();
    return;
  }
  form = dialog.querySelector<HTMLFormElement>(AVATAR_FORM.selector)!;
  const texts = AVATAR_FORM.of(form);
  const { config } = MEMBER_HOME.read()!;
  const result = form.querySelector<HTMLElement>('[data-avatar-result]')!;
  const upload = form.querySelector<HTMLElement>('[data-upload]')!;
  const ownChoice = form.querySelector<HTMLElement>('[data-own-choice]')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const say = (text: string) => (result.textContent = text);
  mountToasts();
  // A pick made while this script loaded (the sheet opens first) is the player's: kept.
  if (!form.querySelector('input[name="avatar"]:checked')) checkCurrent();

  // Whether the platform takes own pictures comes with its head icon answer.
  $avatarUploadAllowed.subscribe((allowed) => (upload.hidden = !allowed));
  void refreshAvatar({ force: true });

  form.querySelector<HTMLInputElement>('[data-upload-input]')!.addEventListener('change', async (event) => {
    const input = event.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = ''; // the same file again is a new choice
    if (!file) return;
    say(texts.preparing);
    const prepared = await prepareAvatar(file, browserPictureIO);
    if (!prepared.ok) {
      say(prepared.problem === 'unreadable' ? texts.unreadable : (config.messages[`errors.${prepared.problem}`] ?? texts.unreadable));
      return;
    }
    say('');
    own = prepared.blob;
    if (preview) URL.revokeObjectURL(preview);
    preview = URL.createObjectURL(own);
    showOwn(preview);
    ownChoice.querySelector('input')!.checked = true;
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (submit.disabled) return; // a double tap sends once
    const choice = new FormData(form!).get('avatar');
    if (choice === null) return;
    if (choice === 'own' && !own) {
      dialog.close(); // the photo already shown: nothing to change
      return;
    }
    submit.disabled = true;
    say(texts.saving);
    try {
      const request = choice === 'own' && own ? { image: await readDataUrl(own) } : { icon: String(choice) };
      await setHeadIcon(request);
      own = null; // sent: from now on it is the avatar shown
      say('');
      dialog.close();
      showToast({ text: texts.saved, kind: 'success', durationMs: TOAST_MS.notice });
    } catch (error) {
      say(translateError(error, config.messages));
    } finally {
      submit.disabled = false;
    }
  });
}
