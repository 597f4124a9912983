/**
 * The withdrawal screen (/m/withdraw, issue 24): what the page hands its script, and the pure rules
 * of that script (withdraw.client.ts): what blocks a withdrawal, the bounds of the amount, the fee
 * and payout (feeOf, the platform's own arithmetic), a new account number's format check, and the
 * masked numbers the account cards show. Amounts stay decimal strings or integer cents throughout.
 */
import type { LanguageCode } from '../../../constants.ts';
import { maskAccountNumber } from '../../../contract/masking.ts';
import type { ValueOf } from '../../../contract/schemas.ts';
import type { ErrorMessages } from '../../../lib/errors.ts';
import { platformInstant } from '../../../lib/local-time.ts';
import { feeOf, fromMinor, toMinor } from '../../../lib/minor-units.ts';
import type { MoneyFormat } from '../../../lib/money.ts';
import { pageConfig } from '../../../shell/page-config.ts';
import type { TurnoverSource } from '../../../contract/vocabulary.ts';
import type { CountForms } from '../../../lib/fill.ts';
import type { AmountBounds } from '../../../widgets/cashier/amount.ts';
import type { WalletTexts } from '../../../widgets/cashier/wallets.ts';

export type WithdrawOptions = ValueOf<'withdrawOptions'>;
export type PayoutBank = ValueOf<'payoutBanks'>['banks'][number];
export type BankAccount = WithdrawOptions['accounts'][number];
export type Withdrawal = ValueOf<'withdraw'>;

/** What the withdrawal page hands its script (WithdrawPage.astro). */
export interface WithdrawConfig {
  /** The page's language: the platform names bonuses in it (withdrawOptions). */
  language: LanguageCode;
  messages: ErrorMessages;
  money: MoneyFormat;
  /** Texts the script writes; {{…}} are filled in the browser. */
  texts: {
    /** "{{min}} to {{max}}": the amount field's hint, with the day's left and the balance after it. */
    bounds: string;
    /** A fee of 0 (lib/money.ts feeText). */
    free: string;
    bankRequired: string;
    pendingTo: string;
    accountsFull: string;
    saved: string;
    dailyLeft: CountForms;
    dailyCount: string;
    turnoverFigures: string;
    /** Each source of the turnover, with {{amount}} (and a promotion's {{name}}). */
    turnoverSources: Record<TurnoverSource, string>;
    wallets: WalletTexts;
    statuses: Record<Withdrawal['status'], string>;
    accountLabel: string;
    chooseAccount: string;
    numberDigits: string;
    numberDigitsRange: string;
    numberPrefix: string;
    numberOnlyDigits: string;
    nameRequired: string;
    nameInvalid: string;
    padProgress: string;
    submitted: string;
    unconfirmed: string;
    sending: string;
    banksFailed: string;
  };
}
export const WITHDRAW = pageConfig<WithdrawConfig>('withdraw', 'texts', 'money');

/** What keeps the player from withdrawing now, in the order the screen names them. */
export type Block = 'paymentPassword' | 'locked' | 'turnover' | 'dailyCount' | 'dailyAmount' | 'balance';

const cents = (amount: string) => toMinor(amount) ?? 0;

/** What the day's amount limit still allows, in cents. */
export function dailyLeftCents(options: WithdrawOptions): number {
  return Math.max(0, cents(options.daily.amountLimit) - cents(options.daily.amountUsed));
}

/** Seconds until the payment password unlocks (0: not locked). */
export function lockedSeconds(options: Pick<WithdrawOptions, 'lockedUntil'>, now: number): number {
  if (options.lockedUntil === null) return 0;
  const until = platformInstant(options.lockedUntil);
  return until !== null && until > now ? Math.ceil((until - now) / 1000) : 0;
}

/**
 * Everything that blocks a withdrawal now, most actionable first: a payment password to set, one
 * locked by wrong tries, bets still owed, the day's count or amount used up, a balance under the
 * smallest withdrawal. An empty list: the player may withdraw (an account is added in the form).
 */
export function blocksOf(options: WithdrawOptions, now: number): Block[] {
  const blocks: Block[] = [];
  if (!options.paymentPasswordSet) blocks.push('paymentPassword');
  else if (lockedSeconds(options, now) > 0) blocks.push('locked');
  if (cents(options.turnover.remaining) > 0) blocks.push('turnover');
  if (options.daily.countUsed >= options.daily.countLimit) blocks.push('dailyCount');
  else if (dailyLeftCents(options) < cents(options.min)) blocks.push('dailyAmount');
  if (cents(options.available) < cents(options.min)) blocks.push('balance');
  return blocks;
}

/** The amount field's bounds: the platform's min and max and the balance available. */
export function amountBounds(options: WithdrawOptions): AmountBounds {
  return { min: options.min, max: options.max, available: options.available };
}

/** The most "withdraw all" may ask for: the balance, within max and what the day still allows. */
export function withdrawAllCents(options: WithdrawOptions): number {
  return Math.min(cents(options.available), cents(options.max), dailyLeftCents(options));
}

/** The fee and what the account receives for `amountCents`, in cents, as the platform computes them. */
export function payoutOf(amountCents: number, fee: WithdrawOptions['fee']): { fee: number; payout: number } {
  const taken = feeOf(amountCents, fee);
  return { fee: taken, payout: Math.max(0, amountCents - taken) };
}

/** Over the day's amount left: the refusal the platform would give (withdraw.dailyAmount, value.left). */
export function dailyAmountProblem(amountCents: number | null, options: WithdrawOptions): { code: 'withdraw.dailyAmount'; value: { left: string } } | null {
  const left = dailyLeftCents(options);
  return amountCents !== null && amountCents > left ? { code: 'withdraw.dailyAmount', value: { left: fromMinor(left) } } : null;
}

export type NumberProblem = 'digits' | 'length' | 'prefix';

/** A new account number against its bank's format (accountDigits, accountPrefix), before sending. */
export function accountNumberProblem(number: string, bank: Pick<PayoutBank, 'accountDigits' | 'accountPrefix'>): NumberProblem | null {
  if (!/^\d+$/.test(number)) return 'digits';
  if (number.length < bank.accountDigits.min || number.length > bank.accountDigits.max) return 'length';
  if (bank.accountPrefix && !number.startsWith(bank.accountPrefix)) return 'prefix';
  return null;
}

/** What the player typed as an account number, as it is sent: spaces and hyphens of a written-out number dropped. */
export const typedAccountNumber = (typed: string) => typed.replace(/[\s-]/g, '');

/**
 * An account number as a card shows it (`••••1234`): the platform answers it masked already, and
 * masking again (idempotent) keeps a full number that slipped through off the screen.
 */
export const shownAccountNumber = maskAccountNumber;

/** The shape the page draws; the browser carries no schemas, so it checks what it uses. */
export function isWithdrawOptions(value: unknown): value is WithdrawOptions {
  const answer = value as Partial<WithdrawOptions> | null;
  const amounts = [
    answer?.available,
    answer?.withdrawable,
    answer?.bonus,
    answer?.gameWallets,
    answer?.min,
    answer?.max,
    answer?.fee?.fixed,
    answer?.daily?.amountLimit,
    answer?.daily?.amountUsed,
    answer?.turnover?.remaining,
  ];
  return (
    amounts.every((amount) => typeof amount === 'string' && toMinor(amount) !== null) &&
    typeof answer?.fee?.basisPoints === 'number' &&
    typeof answer.daily?.countLimit === 'number' &&
    typeof answer.daily.countUsed === 'number' &&
    typeof answer.paymentPasswordSet === 'boolean' &&
    Array.isArray(answer.accounts) &&
    Array.isArray(answer.pending) &&
    Array.isArray(answer.turnover?.sources) &&
    typeof answer.accountsMax === 'number'
  );
}

/** How much of the turnover is done, in whole percent (0–100, rounded down: 100 only when done), from exact minor units. */
export function turnoverPercent(turnover: Pick<WithdrawOptions['turnover'], 'required' | 'done'>): number {
  const required = toMinor(turnover.required) ?? 0;
  if (required <= 0) return 100;
  return Math.min(100, Math.floor(((toMinor(turnover.done) ?? 0) * 100) / required));
}

/** Whether the balance card explains where the rest of the money is: a bonus, game wallets, or turnover holding it. */
export const showsSplit = (options: Pick<WithdrawOptions, 'available' | 'withdrawable' | 'bonus' | 'gameWallets'>): boolean =>
  [options.bonus, options.gameWallets].some((amount) => (toMinor(amount) ?? 0) > 0) || options.withdrawable !== options.available;
