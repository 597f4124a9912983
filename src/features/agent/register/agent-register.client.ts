/**
 * Fills and drives the open account page (AgentRegisterPage.astro): the agent's own rates and the
 * platform's registration rules (one load, Try again on failure), the form's checks under each
 * field (./agent-register.ts), one account per intended submit (src/lib/money-submit.ts: a double
 * tap, a time-out or a reload never opens two), the platform's refusals under the field they name,
 * success with Open another; and, once the invitation card comes into view, the agent's link with
 * Copy and its QR code (src/lib/qr.ts, loaded then).
 */
import { mountToasts } from '../../../components/form/toasts.client.ts';
import { showToast } from '../../../components/form/toast.ts';
import { parts } from '../../../components/list/template.ts';
import { REBATE_CATEGORIES, type RebateCategory } from '../../../contract/vocabulary.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { translateError } from '../../../lib/errors.ts';
import { moneySubmit } from '../../../lib/money-submit.ts';
import { percentString, basisPoints } from '../../../lib/percent.ts';
import { $session } from '../../../lib/session.ts';
import { loadInviteInfo, loadOwnRebates, loadRegisterRules, openAccount } from './api.ts';
import { AGENT_REGISTER, formErrors, refusedField, registerRequest, type FormField, type FormValues, type Rates, type RegisterRule } from './agent-register.ts';

const found = AGENT_REGISTER.read();
if (found) {
  const { element: root, config } = found;
  const { texts } = config;
  const part = parts(root);
  const form = part<HTMLFormElement>('form');
  const submitButton = part<HTMLButtonElement>('submit');
  const formError = part('formError');
  const success = part('success');
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const errorOf = (field: FormField) => root.querySelector<HTMLElement>(`[data-error="${field}"]`)!;
  const inputOf = (field: FormField) => input(field);
  const reason = (error: unknown) => translateError(error, config.messages);
  mountToasts();

  /** An address that wraps only after its separators (/ ? = & .), never inside the invitation code ("AG / ENT001"). */
  const breakableAddress = (address: string): Node[] =>
    address
      .split(/(?<=[?=&.]|\/(?!\/))/)
      .flatMap((piece, index) => (index === 0 ? [document.createTextNode(piece)] : [document.createElement('wbr'), document.createTextNode(piece)]));

  let own: Rates | null = null;
  /** Where each rate starts: the platform's default for a new account, not the agent's own maximum (which left them nothing). */
  let startRates: Rates | null = null;
  let rules: readonly RegisterRule[] = [];

  // ---- loading: the agent's own rates and the registration rules ----
  /** "Up to X %; you keep Y %": what the agent keeps of their own rate at the rate typed (nothing said while it is not a rate). */
  const drawCap = (category: RebateCategory) => {
    const max = basisPoints(own![category]) ?? 0;
    const typed = basisPoints(input(`rates.${category}`).value.trim());
    const keep = typed === null || typed > max ? null : percentString(max - typed);
    const text = (keep === null ? texts.cap : texts.capKeep.replace('{{keep}}', keep)).replace('{{max}}', percentString(max));
    root.querySelector<HTMLElement>(`[data-cap="${category}"]`)!.textContent = text;
  };
  const fillRates = () => {
    for (const category of REBATE_CATEGORIES) {
      const field = input(`rates.${category}`);
      field.value = startRates![category];
      field.disabled = false;
      drawCap(category);
    }
  };
  for (const category of REBATE_CATEGORIES) input(`rates.${category}`).addEventListener('input', () => drawCap(category));
  const load = async () => {
    root.dataset.state = 'loading';
    part('failed').hidden = true;
    try {
      const [rebates, registerRules] = await Promise.all([loadOwnRebates(), loadRegisterRules()]);
      own = rebates.own;
      startRates = rebates.newMemberRates ?? rebates.own; // a platform that sends no defaults: the agent's own, as before
      rules = registerRules;
      fillRates();
      submitButton.disabled = false;
      root.dataset.state = 'ready';
    } catch (error) {
      part('reason').textContent = reason(error);
      part('failed').hidden = false;
      root.dataset.state = 'failed';
    }
  };
  part('retry').addEventListener('click', () => void load());
  void load();

  // ---- show / hide password ----
  for (const toggle of root.querySelectorAll<HTMLButtonElement>('[data-toggle]')) {
    toggle.addEventListener('click', () => {
      const field = input(toggle.dataset.toggle!);
      const shown = field.type === 'password';
      field.type = shown ? 'text' : 'password';
      toggle.setAttribute('aria-pressed', String(shown));
      toggle.setAttribute('aria-label', (shown ? toggle.dataset.hide : toggle.dataset.show) ?? '');
      toggle.querySelector<SVGElement>('[data-slash]')!.style.display = shown ? 'none' : '';
    });
  }

  // ---- the form ----
  const fields: readonly FormField[] = ['username', 'password', 'confirmPassword', ...REBATE_CATEGORIES.map((category) => `rates.${category}` as const)];
  const showError = (field: FormField, message: string) => {
    errorOf(field).textContent = message;
    const element = inputOf(field);
    if (message) element.setAttribute('aria-invalid', 'true');
    else element.removeAttribute('aria-invalid');
  };
  const clearErrors = () => {
    for (const field of fields) showError(field, '');
    formError.textContent = '';
  };
  const values = (): FormValues => ({
    // RadioNodeList's value: namedItem('type') is the list of both radios.
    type: (form.elements.namedItem('type') as RadioNodeList).value === '2' ? 2 : 0,
    username: input('username').value,
    password: input('password').value,
    confirmPassword: input('confirmPassword').value,
    rates: Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, input(`rates.${category}`).value])) as Rates,
  });

  const submitter = moneySubmit(
    'agentRegister',
    () => $session.get()?.userName ?? null,
    (request: NonNullable<ReturnType<typeof registerRequest>> & { requestId: string }) => openAccount(request),
    { secrets: ['password', 'confirmPassword'] },
  );

  const setBusy = (busy: boolean) => {
    submitButton.disabled = busy;
    submitButton.textContent = busy ? texts.submitting : texts.submit;
    form.setAttribute('aria-busy', String(busy));
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!own || form.getAttribute('aria-busy') === 'true') return;
    clearErrors();
    const current = values();
    const errors = formErrors(current, rules, own, texts);
    const wrong = fields.filter((field) => errors[field]);
    if (wrong.length) {
      for (const field of wrong) showError(field, errors[field]!);
      formError.textContent = texts.fixErrors;
      inputOf(wrong[0]!).focus();
      return;
    }
    const request = registerRequest(current, own)!;
    setBusy(true);
    const outcome = await submitter.submit(request);
    setBusy(false);
    if (!outcome) return;
    if (outcome.kind === 'done') {
      // Shown once, to hand on: the password is in no answer and is forgotten with Open another.
      credentials = texts.shareText.replace('{{username}}', outcome.value.username).replace('{{password}}', current.password);
      part('newName').textContent = outcome.value.username;
      part('newPassword').textContent = current.password;
      form.hidden = true;
      success.hidden = false;
      success.focus();
      return;
    }
    const message = reason(outcome.error);
    if (outcome.kind === 'unanswered') {
      formError.textContent = `${message} ${texts.unanswered}`;
      return;
    }
    const field = refusedField(outcome.error);
    if (field) {
      showError(field, message);
      inputOf(field).focus();
    } else formError.textContent = message;
  });

  let credentials = '';
  const copyAccount = part<HTMLButtonElement>('copyAccount');
  copyAccount.addEventListener('click', async () => {
    const copied = await copyText(credentials, part('newPassword'));
    showToast(copied ? { text: texts.accountCopied, kind: 'success' } : { text: texts.copyFailed, kind: 'error' });
  });
  const shareAccount = part<HTMLButtonElement>('shareAccount');
  shareAccount.hidden = typeof navigator.share !== 'function';
  shareAccount.addEventListener('click', () => void navigator.share({ text: credentials }).catch(() => undefined)); // dismissed: nothing to say

  part('another').addEventListener('click', () => {
    credentials = '';
    part('newPassword').textContent = '';
    form.reset();
    clearErrors();
    fillRates();
    success.hidden = true;
    form.hidden = false;
    input('username').focus();
  });

  // ---- the invitation link and its QR code, asked for when the card comes into view ----
  const invite = part('invite');
  const link = part('link');
  const copy = part<HTMLButtonElement>('copy');
  let inviteLink = '';
  copy.addEventListener('click', async () => {
    const copied = await copyText(inviteLink, link);
    showToast(copied ? { text: texts.copied, kind: 'success' } : { text: texts.copyFailed, kind: 'error' });
  });
  const loadInvite = async () => {
    part('inviteFailed').hidden = true;
    try {
      const info = await loadInviteInfo();
      inviteLink = info.link;
      link.replaceChildren(...breakableAddress(info.link));
      copy.disabled = false;
      const canvas = part<HTMLCanvasElement>('qr');
      import('../../../lib/qr.ts')
        .then(({ drawQr }) => drawQr(canvas, info.link))
        .catch(() => {
          const note = part('qrFailed');
          note.textContent = texts.qrFailed;
          note.hidden = false;
          canvas.hidden = true;
        });
    } catch (error) {
      part('inviteReason').textContent = reason(error);
      part('inviteFailed').hidden = false;
    }
  };
  part('inviteRetry').addEventListener('click', () => void loadInvite());
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    void loadInvite();
  });
  observer.observe(invite);
}
