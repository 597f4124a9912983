/**
 * The withdrawal half of the cashier (issue 24): the brand's payout banks, the member's saved bank
 * accounts, what may be withdrawn now, and the withdrawal. A withdrawal takes the money at once
 * (a held ledger debit under the order's id) and waits for the back office, which the test hook
 * POST /__sandbox/withdrawal plays: SUCCESS pays out, FAILED gives the money back.
 *
 * Refusals of a withdrawal come in the order the player can act on them: a real account, the
 * payment password (set, not locked, right), turnover, the amount's limits, the day's limits,
 * the account, the balance.
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { maskAccountNumber } from '../../../src/contract/masking.ts';
import type { BankAccount, Withdrawal } from '../../../src/contract/schemas.ts';
import { feeOf, fromMinor, toMinor } from '../../../src/lib/minor-units.ts';
import { once } from '../accounts/idempotency.ts';
import { insufficient, postPending, type LedgerStatus } from '../accounts/ledger.ts';
import { checkPaymentPassword, paymentPasswordState } from '../accounts/payment-password.ts';
import { turnoverDetail, turnoverOf } from '../accounts/turnover.ts';
import { gameWalletsCents, mainWalletCents } from '../accounts/wallets.ts';
import { depositCatalogue } from '../data/cashier-deposit.ts';
import { cashierPayout, fitsBank, type PayoutBank } from '../data/cashier-payout.ts';
import { DAY_MS, platformDate, platformTimeOfDay, platformTimestamp } from '../data/content-time.ts';
import { localLabel } from '../data/labels.ts';
import { PlatformError } from '../platform-error.ts';
import { isRealAccount, notRealAccount } from './account.ts';
import type { Handlers, Member } from './types.ts';

/** A decimal string of the settings in cents (they are ours and valid). */
const cents = (amount: string) => toMinor(amount) ?? Number.NaN;

function refuseUnlessReal(member: Member): void {
  if (!isRealAccount(member.type)) throw notRealAccount();
}

// ---- bank accounts ----

interface AccountRow {
  id: number;
  bank_code: string;
  account_number: string;
  account_name: string;
}

/** Names compare without case and extra spaces: banks write them in capitals, players may not. */
const tidyName = (name: string) => name.trim().replace(/\s+/g, ' ');
const sameName = (a: string, b: string) => tidyName(a).toUpperCase() === tidyName(b).toUpperCase();

function accountAnswer(row: AccountRow, banks: readonly PayoutBank[]): BankAccount {
  const bank = banks.find(({ code }) => code === row.bank_code);
  return {
    id: String(row.id),
    bankCode: row.bank_code,
    bankName: bank?.name ?? row.bank_code, // a bank the brand no longer lists keeps its code
    kind: bank?.kind ?? 'BANK',
    accountName: row.account_name,
    accountNumber: maskAccountNumber(row.account_number),
  };
}

const ACCOUNT_COLUMNS = 'id, bank_code, account_number, account_name';

function memberAccounts(db: DatabaseSync, memberId: number): AccountRow[] {
  return db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM bank_accounts WHERE member_id = ? ORDER BY id`).all(memberId) as unknown as AccountRow[];
}

function payeeNameOf(db: DatabaseSync, memberId: number): string | null {
  return (db.prepare('SELECT payee_name FROM members WHERE id = ?').get(memberId) as { payee_name: string | null }).payee_name;
}

// ---- withdrawals ----

interface WithdrawalRow extends AccountRow {
  order_id: string;
  cents: number;
  fee_cents: number;
  status: LedgerStatus;
  created_at: number;
}

const WITHDRAWAL_SELECT = `SELECT w.id AS order_id, w.cents, w.fee_cents, w.status, w.created_at, a.id, a.bank_code, a.account_number, a.account_name
  FROM withdrawals w JOIN bank_accounts a ON a.id = w.bank_account_id`;

function withdrawalAnswer(row: WithdrawalRow, banks: readonly PayoutBank[]): Withdrawal {
  return {
    orderId: row.order_id,
    amount: fromMinor(row.cents),
    fee: fromMinor(row.fee_cents),
    payout: fromMinor(row.cents - row.fee_cents),
    status: row.status,
    account: accountAnswer(row, banks),
    createdAt: platformTimestamp(row.created_at),
  };
}

/** Withdrawals asked for on the platform day of `at` that still count: pending or paid (a rejected one gave its money back). */
function usedToday(db: DatabaseSync, memberId: number, at: number): { count: number; cents: number } {
  const dayStart = platformTimeOfDay(at, '00:00');
  return db
    .prepare(
      `SELECT count(*) AS count, coalesce(sum(cents), 0) AS cents FROM withdrawals
       WHERE member_id = ? AND created_at >= ? AND created_at < ? AND status IN ('PENDING', 'SUCCESS')`,
    )
    .get(memberId, dayStart, dayStart + DAY_MS) as { count: number; cents: number };
}

/** W, the platform date and 8 random hex digits: W20260115A1B2C3D4. */
const newWithdrawalId = (at: number) => `W${platformDate(at).replaceAll('-', '')}${randomBytes(4).toString('hex').toUpperCase()}`;

// ---- the calls ----

export const withdrawHandlers = {
  payoutBanks: (_, { brand }) => ({ banks: [...cashierPayout(brand?.id).banks] }),

  withdrawOptions: ({ input, member }, { db, brand, now }) => {
    refuseUnlessReal(member);
    const at = now();
    const { banks, withdraw: rules } = cashierPayout(brand?.id);
    const used = usedToday(db, member.id, at);
    const turnover = turnoverOf(db, member.id);
    const promotions = depositCatalogue(brand).promotions;
    const promotionName = (id: number) => promotions.find((promotion) => promotion.id === id)?.title;
    const detail = turnoverDetail(db, member.id, (id) => {
      const name = promotionName(id);
      return name === undefined ? null : localLabel(name, input.language);
    });
    const availableCents = mainWalletCents(db, member);
    const password = paymentPasswordState(db, member.id, at);
    const pending = db
      .prepare(`${WITHDRAWAL_SELECT} WHERE w.member_id = ? AND w.status = 'PENDING' ORDER BY w.created_at DESC, w.rowid DESC`)
      .all(member.id) as unknown as WithdrawalRow[];
    return {
      available: fromMinor(availableCents),
      withdrawable: fromMinor(turnover.remainingCents > 0 ? 0 : availableCents),
      bonus: fromMinor(Math.min(detail.bonusCents, availableCents)),
      gameWallets: fromMinor(gameWalletsCents(db, member)),
      min: fromMinor(cents(rules.min)),
      max: fromMinor(cents(rules.max)),
      fee: { basisPoints: rules.fee.basisPoints, fixed: fromMinor(cents(rules.fee.fixed)) },
      daily: { countLimit: rules.dailyCount, countUsed: used.count, amountLimit: fromMinor(cents(rules.dailyAmount)), amountUsed: fromMinor(used.cents) },
      turnover: {
        required: fromMinor(turnover.requiredCents),
        done: fromMinor(turnover.doneCents),
        remaining: fromMinor(turnover.remainingCents),
        sources: detail.sources.map(({ kind, name, requiredCents }) => ({ kind, name, required: fromMinor(requiredCents) })),
      },
      paymentPasswordSet: password.set,
      attemptsLeft: password.attemptsLeft,
      lockedUntil: password.lockedUntil === null ? null : platformTimestamp(password.lockedUntil),
      payeeName: payeeNameOf(db, member.id),
      accounts: memberAccounts(db, member.id).map((row) => accountAnswer(row, banks)),
      accountsMax: rules.accountsMax,
      pending: pending.map((row) => withdrawalAnswer(row, banks)),
    };
  },

  addBankAccount: ({ input, member }, { db, brand, now }) => {
    refuseUnlessReal(member);
    const { banks, withdraw: rules } = cashierPayout(brand?.id);
    return once(db, member.id, input.requestId, 'addBankAccount', () => {
      const bank = banks.find(({ code }) => code === input.bankCode);
      if (!bank) throw new PlatformError('bankAccount.invalid', 'This bank does not take payouts', 200, { field: 'bankCode' });
      if (!fitsBank(bank, input.accountNumber)) {
        throw new PlatformError('bankAccount.invalid', `The number does not fit ${bank.name}'s format`, 200, {
          field: 'accountNumber',
          ...bank.accountDigits,
          prefix: bank.accountPrefix,
        });
      }
      // Saved by this member or another: one account pays one member (a shared account is how fraud moves money).
      if (db.prepare('SELECT 1 FROM bank_accounts WHERE bank_code = ? AND account_number = ?').get(bank.code, input.accountNumber)) {
        throw new PlatformError('bankAccount.exists', 'This account is already saved', 200, { field: 'accountNumber' });
      }
      if (memberAccounts(db, member.id).length >= rules.accountsMax) {
        throw new PlatformError('bankAccount.tooMany', `At most ${rules.accountsMax} accounts can be saved`, 200, { max: rules.accountsMax });
      }
      const name = tidyName(input.accountName);
      if (!name) throw new PlatformError('request.invalid', 'accountName: empty', 400, { field: 'accountName' });
      const payee = payeeNameOf(db, member.id);
      if (payee !== null && !sameName(payee, name)) {
        throw new PlatformError('payee.mismatch', 'The account name must be your registered name', 200, { field: 'accountName' });
      }
      // The first account registers the payee name, as the platforms do: later accounts must carry it.
      if (payee === null) db.prepare('UPDATE members SET payee_name = ? WHERE id = ?').run(name, member.id);
      const row = db
        .prepare(
          `INSERT INTO bank_accounts (member_id, bank_code, account_number, account_name, created_at) VALUES (?, ?, ?, ?, ?)
           RETURNING ${ACCOUNT_COLUMNS}`,
        )
        .get(member.id, bank.code, input.accountNumber, payee ?? name, now()) as unknown as AccountRow;
      return accountAnswer(row, banks);
    });
  },

  withdraw: async ({ input, member }, { db, brand, now }) => {
    refuseUnlessReal(member);
    const at = now();
    // Outside `once`: a wrong password's count is written even though the request is refused.
    await checkPaymentPassword(db, member.id, input.paymentPassword, at);
    const { banks, withdraw: rules } = cashierPayout(brand?.id);
    // From here on nothing awaits: the checks and the debit run as one transaction, one request at a time.
    return once(db, member.id, input.requestId, 'withdraw', () => {
      const turnover = turnoverOf(db, member.id);
      if (turnover.remainingCents > 0) {
        const remaining = fromMinor(turnover.remainingCents);
        throw new PlatformError('withdraw.turnover', `Please bet ${remaining} more before withdrawing`, 200, { remaining });
      }
      const amount = toMinor(input.amount);
      if (!amount) throw new PlatformError('amount.invalid', 'Please enter an amount', 200, { field: 'amount' });
      const range = { min: fromMinor(cents(rules.min)), max: fromMinor(cents(rules.max)) };
      if (amount < cents(rules.min)) throw new PlatformError('amount.belowMin', `The least you can withdraw is ${range.min}`, 200, range);
      if (amount > cents(rules.max)) throw new PlatformError('amount.aboveMax', `The most you can withdraw is ${range.max}`, 200, range);
      const used = usedToday(db, member.id, at);
      if (used.count >= rules.dailyCount) {
        throw new PlatformError('withdraw.dailyCount', `At most ${rules.dailyCount} withdrawals a day`, 200, { max: rules.dailyCount });
      }
      const left = Math.max(0, cents(rules.dailyAmount) - used.cents);
      if (amount > left) throw new PlatformError('withdraw.dailyAmount', `You can withdraw ${fromMinor(left)} more today`, 200, { left: fromMinor(left) });
      const account = /^\d+$/.test(input.accountId)
        ? (db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM bank_accounts WHERE id = ? AND member_id = ?`).get(Number(input.accountId), member.id) as
            AccountRow | undefined)
        : undefined;
      if (!account) throw new PlatformError('request.invalid', 'accountId: not one of your accounts', 400, { field: 'accountId' });
      if (mainWalletCents(db, member) < amount) throw insufficient();

      const fee = feeOf(amount, rules.fee);
      const orderId = newWithdrawalId(at);
      const shown = accountAnswer(account, banks);
      db.prepare("INSERT INTO withdrawals (id, member_id, bank_account_id, cents, fee_cents, status, created_at) VALUES (?, ?, ?, ?, ?, 'PENDING', ?)").run(
        orderId,
        member.id,
        account.id,
        amount,
        fee,
        at,
      );
      // The ledger's conditional debit is the last word: it refuses what would take the total below zero.
      postPending(
        db,
        member.id,
        { type: 'W', cents: -amount, feeCents: fee, reference: orderId, detail: `${shown.bankName} ${shown.accountNumber}`, at },
        { hold: true },
      );
      return withdrawalAnswer({ ...account, order_id: orderId, cents: amount, fee_cents: fee, status: 'PENDING', created_at: at }, banks);
    });
  },
} satisfies Partial<Handlers>;
