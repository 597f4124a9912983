/**
 * A player's own deposit limits (responsible play, issue 24): one per period, DAILY, WEEKLY (from
 * Monday) and MONTHLY (from the 1st), on the platform clock (UTC+7). What counts is every deposit
 * order of the period still pending or successful: an order waiting for payment already uses the
 * room, or a player could open many orders past the limit and pay them all.
 *
 * Lowering a limit (or setting a first one) takes effect at once, as it protects the player;
 * raising or removing it waits COOLING_OFF_HOURS, so a decision taken in the heat of a session
 * cannot be undone in it. A waiting change applies on the first read after its time (lazily: the
 * sandbox runs no timers); lowering or keeping the limit cancels it.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { ValueOf } from '../../../src/contract/schemas.ts';
import { fromMinor } from '../../../src/lib/minor-units.ts';
import { DAY_MS, platformDate, platformTimeOfDay, platformTimestamp } from '../data/content-time.ts';
import { PlatformError } from '../platform-error.ts';

export const COOLING_OFF_HOURS = 24;
const COOLING_OFF_MS = COOLING_OFF_HOURS * 60 * 60_000;
/** In the order the contract answers them. */
export const LIMIT_PERIODS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

interface LimitRow {
  limit_cents: number | null;
  pending_cents: number | null;
  /** When the waiting change applies; null: nothing waits. */
  pending_at: number | null;
}

const NO_LIMIT: LimitRow = { limit_cents: null, pending_cents: null, pending_at: null };

/** The instant the current `period` began, on the platform clock. */
function periodStart(period: LimitPeriod, now: number): number {
  const dayStart = platformTimeOfDay(now, '00:00');
  const [year = 0, month = 1, day = 1] = platformDate(now).split('-').map(Number);
  if (period === 'DAILY') return dayStart;
  if (period === 'WEEKLY') return dayStart - ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) * DAY_MS;
  return dayStart - (day - 1) * DAY_MS;
}

/** Cents deposited in the current period: orders pending or successful. */
function usedCents(db: DatabaseSync, memberId: number, period: LimitPeriod, now: number): number {
  const row = db
    .prepare("SELECT coalesce(sum(amount_cents), 0) AS cents FROM deposit_orders WHERE member_id = ? AND status IN ('PENDING', 'SUCCESS') AND created_at >= ?")
    .get(memberId, periodStart(period, now)) as { cents: number };
  return row.cents;
}

/** Waiting changes whose time has come take effect. */
function applyDueChanges(db: DatabaseSync, memberId: number, now: number): void {
  db.prepare('UPDATE deposit_limits SET limit_cents = pending_cents, pending_cents = NULL, pending_at = NULL WHERE member_id = ? AND pending_at <= ?').run(
    memberId,
    now,
  );
}

function limitRow(db: DatabaseSync, memberId: number, period: LimitPeriod): LimitRow {
  return (
    (db.prepare('SELECT limit_cents, pending_cents, pending_at FROM deposit_limits WHERE member_id = ? AND period = ?').get(memberId, period) as
      LimitRow | undefined) ?? NO_LIMIT
  );
}

function writeLimit(db: DatabaseSync, memberId: number, period: LimitPeriod, row: LimitRow): void {
  db.prepare(
    `INSERT INTO deposit_limits (member_id, period, limit_cents, pending_cents, pending_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (member_id, period) DO UPDATE SET limit_cents = excluded.limit_cents, pending_cents = excluded.pending_cents, pending_at = excluded.pending_at`,
  ).run(memberId, period, row.limit_cents, row.pending_cents, row.pending_at);
}

/** Each period's limit and what is left of it, in cents (left null: no limit). */
function limitsInCents(db: DatabaseSync, memberId: number, now: number) {
  applyDueChanges(db, memberId, now);
  return LIMIT_PERIODS.map((period) => {
    const row = limitRow(db, memberId, period);
    const used = usedCents(db, memberId, period, now);
    return { period, row, used, left: row.limit_cents === null ? null : Math.max(0, row.limit_cents - used) };
  });
}

export function depositLimits(db: DatabaseSync, memberId: number, now: number): ValueOf<'depositLimits'> {
  return {
    limits: limitsInCents(db, memberId, now).map(({ period, row, used, left }) => ({
      period,
      limit: row.limit_cents === null ? null : fromMinor(row.limit_cents),
      used: fromMinor(used),
      left: left === null ? null : fromMinor(left),
      pending:
        row.pending_at === null
          ? null
          : { limit: row.pending_cents === null ? null : fromMinor(row.pending_cents), effectiveAt: platformTimestamp(row.pending_at) },
    })),
    coolingOffHours: COOLING_OFF_HOURS,
  };
}

/** A deposit of `amountCents` over a limit: refused (deposit.limit) naming the tightest period and what is left of it. */
export function checkDepositLimits(db: DatabaseSync, memberId: number, amountCents: number, now: number): void {
  const exceeded = limitsInCents(db, memberId, now)
    .filter((limit): limit is typeof limit & { left: number } => limit.left !== null && amountCents > limit.left)
    .sort((a, b) => a.left - b.left)[0];
  if (exceeded) {
    throw new PlatformError('deposit.limit', `Over your ${exceeded.period.toLowerCase()} deposit limit`, 200, {
      period: exceeded.period,
      left: fromMinor(exceeded.left),
    });
  }
}

/** Sets `period`'s limit (null: none) under the rules above; `maxCents` is the most a limit may be. */
export function setDepositLimit(
  db: DatabaseSync,
  memberId: number,
  { period, limitCents, maxCents }: { period: LimitPeriod; limitCents: number | null; maxCents: number },
  now: number,
): ValueOf<'setDepositLimit'> {
  if (limitCents !== null && limitCents > maxCents) {
    throw new PlatformError('amount.aboveMax', `A deposit limit is at most ${fromMinor(maxCents)}`, 200, { min: fromMinor(0), max: fromMinor(maxCents) });
  }
  applyDueChanges(db, memberId, now);
  const current = limitRow(db, memberId, period);
  const waiting = current.pending_at !== null;
  if (limitCents === current.limit_cents) {
    // Keeping the limit cancels a waiting change; with none waiting there is nothing to do, and a
    // state-changing call that does nothing says so rather than pretending.
    if (!waiting) throw new PlatformError('request.invalid', `limit: the ${period} limit is already ${limitCents === null ? 'none' : fromMinor(limitCents)}`);
    writeLimit(db, memberId, period, { ...current, pending_cents: null, pending_at: null });
  } else if (limitCents !== null && (current.limit_cents === null || limitCents < current.limit_cents)) {
    writeLimit(db, memberId, period, { limit_cents: limitCents, pending_cents: null, pending_at: null });
  } else {
    // A raise or a removal: asked again unchanged, it keeps its time (a repeat must not push it back).
    const sameChange = waiting && current.pending_cents === limitCents;
    writeLimit(db, memberId, period, { ...current, pending_cents: limitCents, pending_at: sameChange ? current.pending_at : now + COOLING_OFF_MS });
  }
  return depositLimits(db, memberId, now);
}
