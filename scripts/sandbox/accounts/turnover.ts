/**
 * The turnover a member must bet before withdrawing (issue 24): deposits and bonuses add
 * requirements (turnover_requirements); every valid bet placed since the first of them counts
 * against their sum. Settled bets only: an open bet's valid amount is 0 until it settles.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { TurnoverSource } from '../../../src/contract/vocabulary.ts';

export interface Turnover {
  requiredCents: number;
  doneCents: number;
  /** 0: nothing blocks a withdrawal. */
  remainingCents: number;
}

export function turnoverOf(db: DatabaseSync, memberId: number): Turnover {
  const row = db
    .prepare(`SELECT coalesce(sum(cents), 0) AS required, min(created_at) AS since FROM turnover_requirements WHERE member_id = ?`)
    .get(memberId) as { required: number; since: number | null };
  if (row.since === null) return { requiredCents: 0, doneCents: 0, remainingCents: 0 };
  const { done } = db.prepare('SELECT coalesce(sum(valid_cents), 0) AS done FROM bets WHERE member_id = ? AND placed_at >= ?').get(memberId, row.since) as {
    done: number;
  };
  return { requiredCents: row.required, doneCents: done, remainingCents: Math.max(0, row.required - done) };
}

/** Adds a requirement (a deposit's, a bonus's, or the test hook's). */
export function addTurnoverRequirement(db: DatabaseSync, memberId: number, cents: number, at: number, reference: string | null = null): void {
  db.prepare('INSERT INTO turnover_requirements (member_id, cents, created_at, reference) VALUES (?, ?, ?, ?)').run(memberId, cents, at, reference);
}

/** Ours: how many sources of an unfinished requirement withdrawOptions lists (newest first); older ones still count. */
export const TURNOVER_SOURCES_SHOWN = 5;

export interface TurnoverSourceRow {
  kind: TurnoverSource;
  /** A promotion's title; null for a deposit without one or an adjustment. */
  name: string | null;
  requiredCents: number;
}

/**
 * What an unfinished requirement comes from, newest first (none once it is met), and the bonus
 * money it keeps locked: the bonuses its deposit promotions credited.
 */
export function turnoverDetail(
  db: DatabaseSync,
  memberId: number,
  promotionTitle: (id: number) => string | null,
): { sources: TurnoverSourceRow[]; bonusCents: number } {
  const { remainingCents } = turnoverOf(db, memberId);
  if (remainingCents === 0) return { sources: [], bonusCents: 0 };
  const rows = db
    .prepare(
      `SELECT r.cents, d.id AS order_id, d.promotion_id FROM turnover_requirements r LEFT JOIN deposit_orders d ON d.id = r.reference
       WHERE r.member_id = ? ORDER BY r.created_at DESC, r.id DESC LIMIT ?`,
    )
    .all(memberId, TURNOVER_SOURCES_SHOWN) as { cents: number; order_id: string | null; promotion_id: number | null }[];
  const sources = rows.map((row): TurnoverSourceRow => {
    const title = row.promotion_id === null ? null : promotionTitle(row.promotion_id);
    return { kind: row.order_id === null ? 'ADJUSTMENT' : title ? 'PROMOTION' : 'DEPOSIT', name: title, requiredCents: row.cents };
  });
  // The deposit promotions' bonuses (ledger reference <order id>-bonus) of the requirements in the pool.
  const { bonus } = db
    .prepare(
      `SELECT coalesce(sum(l.cents), 0) AS bonus FROM ledger l JOIN turnover_requirements r ON l.reference = r.reference || '-bonus'
       WHERE r.member_id = ? AND l.member_id = r.member_id AND l.type = 'B' AND l.status = 'SUCCESS'`,
    )
    .get(memberId) as { bonus: number };
  return { sources, bonusCents: bonus };
}
