/**
 * What the deposit page's parts share (./deposit.client.ts makes it and hands it to each): the
 * page's section and config, what the platform answered, and the method and channel chosen.
 */
import { formatMoney } from '../../lib/money.ts';
import type { DepositChannel, DepositConfig, DepositMethod, DepositOptions } from './deposit.ts';

export interface DepositPage {
  readonly root: HTMLElement;
  readonly config: DepositConfig;
  /** The platform's answer (depositOptions); null until it has come. */
  options: DepositOptions | null;
  /** What the player chose (./method-picker.ts); null before a method has a channel. */
  method: DepositMethod | null;
  channel: DepositChannel | null;
  /** An amount as the page shows money. */
  shownMoney(amount: string): string;
}

export function depositPage(root: HTMLElement, config: DepositConfig): DepositPage {
  return { root, config, options: null, method: null, channel: null, shownMoney: (amount) => formatMoney(amount, config.money) ?? amount };
}
