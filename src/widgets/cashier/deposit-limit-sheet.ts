/**
 * The deposit limits' sheet (DepositLimits.astro `#deposit-limit-sheet`): sets, lowers, raises or
 * removes one limit (setDepositLimit), saying before saving whether the change starts at once
 * (lower) or after the cooling-off period (raise, remove). It loads with the first touch of the
 * limits (./deposit-limits.ts), not with the page (issue 36).
 */
import { fill } from '../../lib/fill.ts';
import { showToast } from '../../components/form/toast.ts';
import { parts } from '../../components/list/template.ts';
import { translateError } from '../../lib/errors.ts';
import { formatLocalDateTime } from '../../lib/local-time.ts';
import { fromMinor, toMinor } from '../../lib/minor-units.ts';
import { openDialog } from '../../shell/dialogs.ts';
import { amountField } from './amount-field.ts';
import { setDepositLimit } from './api.ts';
import { limitChange, type DepositLimits, type DepositLimitsConfig, type LimitPeriod } from './limits.ts';

/** The largest limit the contract's amount carries (15 digits). */
const LARGEST_LIMIT = '999999999999999.99';

export interface LimitSheet {
  /** Opens the sheet on `period`'s limit; focus goes back to `opener` when it closes. */
  open(period: LimitPeriod, opener: HTMLElement): void;
}

/** What the widget lends: the limits shown, and where the platform's answer to a change goes. */
interface LimitsAccess {
  current(): DepositLimits | null;
  saved(limits: DepositLimits): void;
}

export function limitSheet(sheet: HTMLDialogElement, config: DepositLimitsConfig, { current, saved }: LimitsAccess): LimitSheet {
  const { money, texts, periods, messages } = config;
  const part = parts(sheet);
  const error = part('limitError');
  const remove = part<HTMLButtonElement>('limitRemove');
  const field = amountField(part('amountField'), money, messages);
  field.setBounds({ min: '0.01', max: LARGEST_LIMIT });

  let editing: { period: LimitPeriod; opener: HTMLElement } | null = null;
  let saving = false;

  const limitOf = (limits: DepositLimits, period: LimitPeriod) => limits.limits.find((one) => one.period === period)!;

  const explain = () => {
    const limits = current();
    if (!editing || !limits) return;
    const change = limitChange(limitOf(limits, editing.period).limit, field.cents());
    part('limitNote').textContent = change === 'raise' ? fill(texts.raiseNote, { hours: limits.coolingOffHours }) : change === 'lower' ? texts.lowerNote : '';
  };
  field.onChange(explain);
  sheet.addEventListener('close', () => editing?.opener.focus());

  const save = async (cents: number | null) => {
    if (!editing || saving) return;
    saving = true;
    error.textContent = '';
    const period = editing.period;
    try {
      const limits = await setDepositLimit({ period, limit: cents === null ? null : fromMinor(cents) });
      saved(limits);
      const pending = limitOf(limits, period).pending;
      showToast({ text: pending ? fill(texts.savedLater, { date: formatLocalDateTime(pending.effectiveAt) }) : texts.saved, kind: 'success' });
      sheet.close();
    } catch (reason) {
      error.textContent = translateError(reason, messages, money);
    } finally {
      saving = false;
    }
  };
  part('limitForm').addEventListener('submit', (event) => {
    event.preventDefault();
    if (field.check()) void save(field.cents());
  });
  remove.addEventListener('click', () => void save(null));

  return {
    open(period, opener) {
      const limits = current();
      if (!limits) return;
      editing = { period, opener };
      const limit = limitOf(limits, period);
      part('limitTitle').textContent = fill(texts.sheetTitle, { period: periods[period] });
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
    },
  };
}
