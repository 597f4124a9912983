/**
 * What the deposit page's parts share (./deposit.client.ts makes it and hands it to each): the
 * page's section and config, its parts (data-part) and the form's, what the platform answered,
 * and the method and channel chosen.
 */
import { parts } from '../../../components/list/template.ts';
import { formatMoney } from '../../../lib/money.ts';
import type { DepositChannel, DepositConfig, DepositMethod, DepositOptions } from './deposit.ts';

export interface DepositPage {
  readonly root: HTMLElement;
  readonly config: DepositConfig;
  /** The section's parts: the open orders, the form, the order view, the templates. */
  readonly part: ReturnType<typeof parts>;
  readonly form: HTMLFormElement;
  /** The form's parts: the amount field's are the form's own (the limits sheet in the section has one too). */
  readonly formPart: ReturnType<typeof parts>;
  /** The platform's answer (depositOptions); null until it has come. */
  options: DepositOptions | null;
  /** What the player chose (./method-picker.ts); null before a method has a channel. */
  method: DepositMethod | null;
  channel: DepositChannel | null;
  /** An amount as the page shows money. */
  shownMoney(amount: string): string;
}

export function depositPage(root: HTMLElement, config: DepositConfig): DepositPage {
  const part = parts(root);
  const form = part<HTMLFormElement>('form');
  return {
    root,
    config,
    part,
    form,
    formPart: parts(form),
    options: null,
    method: null,
    channel: null,
    shownMoney: (amount) => formatMoney(amount, config.money) ?? amount,
  };
}
