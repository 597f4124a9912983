/**
 * Drives DepositLimits.astro: shows the three limits (from the page, `show`, or asked for, `load`)
 * and sets one through its sheet (setDepositLimit). The sheet says before saving whether the
 * change starts at once (lower) or after the cooling-off period (raise, remove). Whoever shows the
 * limits elsewhere on the page (the deposit page's "left") listens with `onChange`.
 */
import { fill } from '../../lib/fill.ts';
import { showToast } from '../../components/form/toast.ts';
import { parts } from '../../components/list/template.ts';
import { translateError } from '../../lib/errors.ts';
import { formatLocalDateTime } from '../../lib/local-time.ts';
import { fromMinor, toMinor } from '../../lib/minor-units.ts';
import { formatMoney } from '../../lib/money.ts';
import { openDialog } from '../../shell/dialogs.ts';
import { amountField } from './amount-field.ts';
import { loadDepositLimits, setDepositLimit } from './api.ts';
import { DEPOSIT_LIMITS, limitChange, type DepositLimits, type LimitPeriod } from './limits.ts';

/** The largest limit the contract's amount carries (15 digits). */
const LARGEST_LIMIT = '999999999999999.99';

export interface DepositLimitsWidget {
  show(limits: DepositLimits): void;
  fail(error: unknown): void;
  /** Asks the platform (a page without the limits in hand). */
  load(): Promise<void>;
  onChange(listener: (limits: DepositLimits) => void): void;
}

export function depositLimitsWidget(): DepositLimitsWidget | null {
  const found = DEPOSIT_LIMITS.read();
  const sheet = document.getElementById('deposit-limit-sheet') as HTMLDialogElement | null;
  if (!found || !sheet) return null;
  const { element: root, config } = found;
  const { money, texts, periods, messages } = config;
  const part = parts(root);
  const sheetPart = parts(sheet);
  const rows = part('limitsRows');
  const failed = part('limitsFailed');
  const error = sheetPart('limitError');
  const remove = sheetPart<HTMLButtonElement>('limitRemove');
  const field = amountField(sheetPart('amountField'), money, messages);
  field.setBounds({ min: '0.01', max: LARGEST_LIMIT });
  const listeners: ((limits: DepositLimits) => void)[] = [];
  const shownMoney = (amount: string | null) => (amount === null ? texts.none : (formatMoney(amount, money) ?? '–'));

  let current: DepositLimits | null = null;
  let editing: { period: LimitPeriod; opener: HTMLElement } | null = null;
  let saving = false;

  const row = (period: LimitPeriod) => rows.querySelector<HTMLElement>(`[data-period="${period}"]`)!;

  const widget: DepositLimitsWidget = {
    show(limits) {
      current = limits;
      rows.removeAttribute('aria-busy');
      failed.hidden = true;
      const lead = part('limitsLead');
      lead.textContent = fill(lead.dataset.template ?? '', { hours: limits.coolingOffHours });
      for (const limit of limits.limits) {
        const item = row(limit.period);
        const rowPart = parts(item);
        rowPart('limit').textContent = shownMoney(limit.limit);
        rowPart('used').textContent = formatMoney(limit.used, money) ?? '–';
        rowPart('left').textContent = shownMoney(limit.left);
        const pending = rowPart('pending');
        pending.hidden = !limit.pending;
        if (limit.pending)
          pending.textContent = fill(texts.pending, { limit: shownMoney(limit.pending.limit), date: formatLocalDateTime(limit.pending.effectiveAt) });
        rowPart<HTMLButtonElement>('change').disabled = false;
      }
      for (const listener of listeners) listener(limits);
    },
    fail(reason) {
      rows.removeAttribute('aria-busy');
      part('limitsReason').textContent = translateError(reason, messages, money);
      failed.hidden = false;
    },
    async load() {
      failed.hidden = true;
      rows.setAttribute('aria-busy', 'true');
      try {
        widget.show(await loadDepositLimits());
      } catch (reason) {
        widget.fail(reason);
      }
    },
    onChange: (listener) => void listeners.push(listener),
  };

  const explain = () => {
    if (!editing || !current) return;
    const limit = current.limits.find((one) => one.period === editing!.period)!;
    const change = limitChange(limit.limit, field.cents());
    sheetPart('limitNote').textContent =
      change === 'raise' ? fill(texts.raiseNote, { hours: current.coolingOffHours }) : change === 'lower' ? texts.lowerNote : '';
  };
  field.onChange(explain);

  rows.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-part="change"]');
    if (!button || !current) return;
    const period = button.closest<HTMLElement>('[data-period]')!.dataset.period as LimitPeriod;
    editing = { period, opener: button };
    const limit = current.limits.find((one) => one.period === period)!;
    sheetPart('limitTitle').textContent = fill(texts.sheetTitle, { period: periods[period] });
    const cents = limit.limit === null ? null : toMinor(limit.limit);
    if (cents !== null) field.set(cents);
    else {
      field.input.value = '';
      field.input.dispatchEvent(new Event('input')); // a fresh sheet: no old message
    }
    error.textContent = '';
    remove.hidden = limit.limit === null;
    explain();
    openDialog('deposit-limit-sheet');
    field.input.focus();
  });
  sheet.addEventListener('close', () => editing?.opener.focus());

  const save = async (cents: number | null) => {
    if (!editing || saving) return;
    saving = true;
    error.textContent = '';
    const period = editing.period;
    try {
      const limits = await setDepositLimit({ period, limit: cents === null ? null : fromMinor(cents) });
      widget.show(limits);
      const pending = limits.limits.find((one) => one.period === period)?.pending;
      showToast({ text: pending ? fill(texts.savedLater, { date: formatLocalDateTime(pending.effectiveAt) }) : texts.saved, kind: 'success' });
      sheet.close();
    } catch (reason) {
      error.textContent = translateError(reason, messages, money);
    } finally {
      saving = false;
    }
  };
  sheetPart('limitForm').addEventListener('submit', (event) => {
    event.preventDefault();
    if (field.check()) void save(field.cents());
  });
  remove.addEventListener('click', () => void save(null));
  part('limitsRetry').addEventListener('click', () => void widget.load());
  return widget;
}
