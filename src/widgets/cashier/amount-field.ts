/**
 * Drives an AmountField.astro: reads what was typed as cents, checks it against the bounds the
 * screen sets (./amount.ts; the message once the player leaves the field or submits, gone as they
 * type), and writes a left or chosen amount grouped ("10,000"). The message is the platform's
 * refusal's own text (translateError), so the field and the platform say the same words.
 */
import { parts } from '../../components/list/template.ts';
import { ApiError } from '../../lib/api-client.ts';
import { translateError, type ErrorMessages } from '../../lib/errors.ts';
import type { MoneyFormat } from '../../lib/money.ts';
import { amountProblem, groupedAmount, typedCents, type AmountBounds } from './amount.ts';

export interface AmountField {
  readonly input: HTMLInputElement;
  /** The amount typed, in cents (null: none or not an amount). */
  cents(): number | null;
  /** Puts `cents` in the field (a chip), as if typed. */
  set(cents: number): void;
  setBounds(bounds: AmountBounds | null): void;
  /** Shows the rule's message (or a refusal's, `error`); true when the amount may be sent. */
  check(error?: unknown): boolean;
  /** The player changed the amount (typed or a chip). */
  onChange(listener: (cents: number | null) => void): void;
}

export function amountField(root: HTMLElement, money: MoneyFormat, messages: ErrorMessages): AmountField {
  const input = root.querySelector<HTMLInputElement>('input')!;
  const message = parts(root)('amountError');
  const listeners: ((cents: number | null) => void)[] = [];
  let bounds: AmountBounds | null = null;

  const cents = () => typedCents(input.value, money);
  const say = (text: string) => {
    message.textContent = text;
    input.setAttribute('aria-invalid', String(text !== ''));
  };
  const changed = () => {
    say('');
    for (const listener of listeners) listener(cents());
  };
  const field: AmountField = {
    input,
    cents,
    set(value) {
      input.value = groupedAmount(value, money);
      changed();
    },
    setBounds(next) {
      bounds = next;
      if (message.textContent) field.check();
    },
    check(error) {
      const problem = error === undefined && bounds ? amountProblem(cents(), bounds) : null;
      const refusal = error ?? (problem && new ApiError('platform', problem.code, { code: problem.code, value: problem.value }));
      say(refusal ? translateError(refusal, messages, money) : '');
      return !refusal;
    },
    onChange: (listener) => void listeners.push(listener),
  };
  input.addEventListener('input', changed);
  input.addEventListener('blur', () => {
    const value = cents();
    if (value !== null) input.value = groupedAmount(value, money);
    if (input.value) field.check();
  });
  return field;
}
