/**
 * Agent data (G §2 "Agent home"): the team counters and the contract requests waiting.
 * An agent's team is everyone below them (members whose agent is the agent, or below those).
 * Dates are calendar days in UTC, the sandbox's platform time (ours: the spec names no zone).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { ValueOf } from '../../../src/contract/schemas.ts';
import { PlatformError } from '../platform-error.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function dayStart(date: string, field: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const start = Date.UTC(year, month - 1, day);
  const back = new Date(start);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    throw new PlatformError('request.invalid', `${field}: not a calendar day`, 400);
  }
  return start;
}

/** Counters for the days startDate to endDate, both included; "online" is now. */
export function teamKpi(db: DatabaseSync, agentId: number, range: { startDate: string; endDate: string }, now: number): ValueOf<'teamKpi'> {
  const from = dayStart(range.startDate, 'startDate');
  const to = dayStart(range.endDate, 'endDate') + DAY_MS;
  if (to <= from) throw new PlatformError('request.invalid', 'endDate: before startDate', 400);
  const row = db
    .prepare(
      `WITH RECURSIVE team(id) AS (
         SELECT id FROM members WHERE parent_id = $agent
         UNION SELECT m.id FROM members m JOIN team ON m.parent_id = team.id
       )
       SELECT
         (SELECT count(DISTINCT member_id) FROM logins WHERE member_id IN team AND at >= $from AND at < $to) AS teamLoginMemberCount,
         (SELECT count(DISTINCT member_id) FROM bets WHERE member_id IN team AND placed_at >= $from AND placed_at < $to) AS teamBetMemberCount,
         (SELECT count(*) FROM members WHERE id IN team AND registered_at >= $from AND registered_at < $to) AS teamRegisterMemberCount,
         (SELECT count(DISTINCT member_id) FROM tokens WHERE member_id IN team AND expires_at > $now) AS teamOnlineCount`,
    )
    .get({ agent: agentId, from, to, now }) as Record<keyof ValueOf<'teamKpi'>['footer'], number>;
  return {
    footer: {
      teamLoginMemberCount: Number(row.teamLoginMemberCount),
      teamBetMemberCount: Number(row.teamBetMemberCount),
      teamRegisterMemberCount: Number(row.teamRegisterMemberCount),
      teamOnlineCount: Number(row.teamOnlineCount),
    },
  };
}

/** The contract requests waiting for the member ('' = none); members without contracts have none. */
export function contractRequests(db: DatabaseSync, memberId: number): ValueOf<'contractRequests'> {
  const row = db
    .prepare('SELECT daily_salary_request, dividend_request, hourly_salary_request, dividend_enabled FROM agent_contracts WHERE member_id = ?')
    .get(memberId) as { daily_salary_request: string; dividend_request: string; hourly_salary_request: string; dividend_enabled: number } | undefined;
  return {
    dailysalreqtype: row?.daily_salary_request ?? '',
    divtypecompperiodreq: row?.dividend_request ?? '',
    contracthoursalreq: row?.hourly_salary_request ?? '',
    dividendEnabled: row?.dividend_enabled === 1,
  };
}
