/**
 * What the withdrawal screen's parts share (./withdraw.client.ts makes it and hands it to each): the
 * section and its config, its parts (data-part), the amount field, what withdrawOptions answered
 * and the account chosen.
 */
import { parts } from '../../components/list/template.ts';
import { fromMinor } from '../../lib/minor-units.ts';
import { formatMoney } from '../../lib/money.ts';
import { amountField, type AmountField } from '../../widgets/cashier/amount-field.ts';
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
}

export function withdrawPage(root: HTMLElement, config: WithdrawConfig): WithdrawPage {
  const { money, messages } = config;
  return {
    root,
    config,
    part: parts(root),
    field: amountField(root.querySelector<HTMLElement>('[data-amount-field]')!, money, messages),
    options: null,
    selected: null,
    shown: (amount) => formatMoney(typeof amount === 'number' ? fromMinor(amount) : amount, money) ?? '',
  };
}

/** Writes `text` into `element` (a message, or '' to clear it). */
export const say = (element: HTMLElement, text: string) => {
  element.textContent = text;
};
