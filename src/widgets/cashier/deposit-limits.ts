/**
 * Drives DepositLimits.astro: shows the three limits (from the page, `show`, or asked for, `load`)
 * and opens the sheet that sets one (./deposit-limit-sheet.ts, loaded at the first touch or focus
 * on the limits: a Change tapped while it loads opens it once it is there). Whoever shows the
 * limits elsewhere on the page (the deposit page's "left") listens with `onChange`.
 */
import { fill } from '../../lib/fill.ts';
import { showToast } from '../../components/form/toast.ts';
import { parts } from '../../components/list/template.ts';
import { translateError } from '../../lib/errors.ts';
import { lazyPart, warmOnApproach } from '../../lib/lazy-part.ts';
import { formatLocalDateTime } from '../../lib/local-time.ts';
import { formatMoney } from '../../lib/money.ts';
import { loadDepositLimits } from './api.ts';
import { DEPOSIT_LIMITS, type DepositLimits, type LimitPeriod } from './limits.ts';

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
  const { money, texts, messages } = config;
  const part = parts(root);
  const rows = part('limitsRows');
  const failed = part('limitsFailed');
  const listeners: ((limits: DepositLimits) => void)[] = [];
  const shownMoney = (amount: string | null) => (amount === null ? texts.none : (formatMoney(amount, money) ?? '–'));

  let current: DepositLimits | null = null;

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

  const limitSheet = lazyPart(
    () => import('./deposit-limit-sheet.ts'),
    (module) => module.limitSheet(sheet, config, { current: () => current, saved: widget.show }),
  );
  warmOnApproach(rows, limitSheet);
  rows.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-part="change"]');
    if (!button || !current) return;
    const period = button.closest<HTMLElement>('[data-period]')!.dataset.period as LimitPeriod;
    // A chunk that does not come says so like a lost connection; Change again tries again.
    limitSheet.get().then(
      (limits) => void (sheet.open || limits.open(period, button)), // a double tap while it loaded opens it once
      (reason: unknown) => showToast({ text: translateError(reason, messages, money), kind: 'error' }),
    );
  });
  part('limitsRetry').addEventListener('click', () => void widget.load());
  return widget;
}
