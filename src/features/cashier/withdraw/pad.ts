/**
 * The payment password pad (issue 24): PAYMENT_PASSWORD_LENGTH boxes showing how many digits are
 * in, a 3×4 keypad of real buttons (1-9, Clear, 0, Delete), and a real input (inputmode numeric)
 * under the boxes for screen readers, the phone's own keyboard and a desktop's; keys typed
 * anywhere in the sheet count too.
 *
 * It sends as soon as the last digit is in, with no Confirm button: the region's wallet apps do
 * the same, so players expect it, and a sixth tap that sends saves a reach to the bottom of the
 * screen. The amount, fee and account are shown above the pad before the first digit, so nothing
 * is confirmed blind; a wrong password clears the pad, and a lock disables it.
 */
import { parts } from '../../../components/list/template.ts';
import { PAYMENT_PASSWORD_LENGTH } from '../../../contract/limits.ts';

export type PadKey = string; // '0'-'9', 'delete' or 'clear'

/** The digits after `key` (pure): digits up to the length, Delete the last, Clear all. */
export function padNext(digits: string, key: PadKey): string {
  if (key === 'delete') return digits.slice(0, -1);
  if (key === 'clear') return '';
  if (/^\d$/.test(key) && digits.length < PAYMENT_PASSWORD_LENGTH) return digits + key;
  return digits;
}

/** What was typed into the pad's input, as digits (others dropped, at most the length). */
export const padTyped = (typed: string) => typed.replace(/\D/g, '').slice(0, PAYMENT_PASSWORD_LENGTH);

export const padFull = (digits: string) => digits.length === PAYMENT_PASSWORD_LENGTH;

/** A hardware key → a pad key, or null. */
export function padKeyOf(key: string): PadKey | null {
  if (/^\d$/.test(key)) return key;
  if (key === 'Backspace') return 'delete';
  if (key === 'Delete') return 'clear';
  return null;
}

export interface Pad {
  clear(): void;
  /** Locks the pad (true) or opens it again. */
  disable(disabled: boolean): void;
  /** Puts the focus where typing goes. */
  focus(): void;
}

/**
 * Drives the pad inside `root` (WithdrawPage.astro's pad): `onFull` gets the digits when the last
 * one is in; the pad then waits (disabled) until the caller clears or disables it.
 */
export function pad(root: HTMLElement, progress: (count: number) => string, onFull: (digits: string) => void): Pad {
  const part = parts(root);
  const input = part<HTMLInputElement>('padInput');
  const boxes = [...root.querySelectorAll<HTMLElement>('[data-pad-box]')];
  const status = part('padProgress');
  const keys = [...root.querySelectorAll<HTMLButtonElement>('[data-pad-key]')];
  let digits = '';
  let waiting = false;

  const render = () => {
    input.value = digits;
    boxes.forEach((box, index) => box.toggleAttribute('data-filled', index < digits.length));
    status.textContent = progress(digits.length);
  };
  const set = (next: string) => {
    if (waiting || input.disabled) return;
    digits = next;
    render();
    if (padFull(digits)) {
      waiting = true;
      onFull(digits);
    }
  };

  for (const button of keys) button.addEventListener('click', () => set(padNext(digits, button.dataset.padKey!)));
  input.addEventListener('input', () => set(padTyped(input.value)));
  // Keys typed anywhere in the sheet (the focus on a keypad button or Close) go to the pad too.
  (root.closest('dialog') ?? root).addEventListener('keydown', (event) => {
    if (event.target === input || event.target instanceof HTMLInputElement || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = padKeyOf(event.key);
    if (key === null) return;
    event.preventDefault();
    set(padNext(digits, key));
  });

  render();
  return {
    clear() {
      waiting = false;
      digits = '';
      render();
    },
    disable(disabled) {
      input.disabled = disabled;
      for (const button of keys) button.disabled = disabled;
      root.toggleAttribute('data-disabled', disabled);
      if (!disabled) waiting = false;
    },
    focus() {
      if (!input.disabled) input.focus({ preventScroll: true });
    },
  };
}
