/**
 * What the withdrawal screen's parts share (./withdraw.client.ts makes it and hands it to each): the
 * section and its config, its parts (data-part), the amount field, what withdrawOptions answered
 * and the account chosen; and how a money submit's outcome is read (settled, refusal).
 */
import { parts } from '../../../components/list/template.ts';
import { translateError } from '../../../lib/errors.ts';
import { fromMinor } from '../../../lib/minor-units.ts';
import type { MoneySubmit, Outcome } from '../../../lib/money-submit.ts';
import { formatMoney } from '../../../lib/money.ts';
import { ApiError } from '../../../lib/platform.ts';
import { amountField, type AmountField } from '../../../widgets/cashier/amount-field.ts';
import type { WithdrawConfig, WithdrawOptions } from './withdraw.ts';

export interface WithdrawPage {
  readonly root: HTMLElement;
  readonly config: WithdrawConfig;
  readonly part: ReturnType<typeof parts>;
  readonly field: AmountField;
  /** The platform's answer (withdrawOptions); null until it has come. */
  options: WithdrawOptions | null;
  /** The saved account chosen (its id). */
  selected: string | null;
  /** An amount (a decimal string, or cents) as the page shows money. */
  shown(amount: string | number): string;
  /** A refusal's code (undefined when it is not the platform's) and what the page says about it. */
  refusal(error: unknown): { code: string | undefined; message: string };
}

export function withdrawPage(root: HTMLElement, config: WithdrawConfig): WithdrawPage {
  const { money, messages } = config;
  const part = parts(root);
  return {
    root,
    config,
    part,
    field: amountField(part('amountField'), money, messages),
    options: null,
    selected: null,
    shown: (amount) => formatMoney(typeof amount === 'number' ? fromMinor(amount) : amount, money) ?? '',
    refusal: (error) => ({ code: error instanceof ApiError ? error.code : undefined, message: translateError(error, messages, money) }),
  };
}

/** Writes `text` into `element` (a message, or '' to clear it). */
export const say = (element: HTMLElement, text: string) => {
  element.textContent = text;
};

/**
 * The outcome to act on: a submit left unanswered (time-out, lost connection) may have gone
 * through, so it is first sent again with the same id before anything is said.
 */
export async function settled<T>(submit: Pick<MoneySubmit<object, T>, 'resume'>, first: Outcome<T>): Promise<Outcome<T>> {
  return first.kind === 'unanswered' ? ((await submit.resume()) ?? first) : first;
}

/** What a locked payment password says: the platform's refusal, with the seconds left. */
export const lockedText = (seconds: number, messages: WithdrawConfig['messages']) =>
  translateError(new ApiError('platform', 'locked', { code: 'paymentPassword.locked', value: { retryAfterSeconds: seconds } }), messages);
