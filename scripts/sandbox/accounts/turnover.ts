/**
 * The turnover a member must bet before withdrawing (issue 24): deposits and bonuses add
 * requirements (turnover_requirements); every valid bet placed since the first of them counts
 * against their sum. Settled bets only: an open bet's valid amount is 0 until it settles.
 */
import type { DatabaseSync } from 'node:sqlite';

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
