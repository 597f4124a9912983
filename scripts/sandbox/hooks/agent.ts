/**
 * An agent journey's own agent, under /__sandbox/ (./index.ts):
 *   POST contract-request { username, daily?, dividend?, hourly?, dividendEnabled? } → the contract requests waiting
 *     for the member (the agent home's prompts, G §8, and dividend entry): the fields given replace the member's,
 *     the others stay ('' = none); a member without a row gets one
 *   POST contract-offer { username, kind }                         → a new offer of the kind with the default terms, and its
 *                                                                     contract request field set (the agent home's prompt)
 *   POST team-bet { username, gameType, amount, winLoss, daysAgo } → a settled bet of a member on that category's most popular game
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { CONTRACT_KINDS, GAME_TYPES } from '../../../src/contract/vocabulary.ts';
import { signedToMinor, toMinor } from '../../../src/lib/minor-units.ts';
import { offerContract } from '../accounts/agent-reports.ts';
import { contractRequests } from '../accounts/team.ts';
import { DAY_MS } from '../data/content-time.ts';
import type { SandboxContext } from '../handlers/types.ts';
import { hookBody, invalid, memberIdOf, noMember } from './kit.ts';

const contractRequestSchema = z.strictObject({
  username: z.string().min(1).max(64),
  daily: z.string().max(32).optional(),
  dividend: z.string().max(32).optional(),
  hourly: z.string().max(32).optional(),
  dividendEnabled: z.boolean().optional(),
});
const offerSchema = z.strictObject({ username: z.string().min(1), kind: z.enum(CONTRACT_KINDS) });
const betSchema = z.strictObject({
  username: z.string().min(1),
  gameType: z.enum(GAME_TYPES),
  amount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
  /** The player's result, signed: a win positive. */
  winLoss: z.string().regex(/^-?\d{1,12}(\.\d{1,2})?$/),
  /** Placed this many days before now (0: a minute ago, so "today" holds it). */
  daysAgo: z.number().int().min(0).max(60).default(0),
});
const REFERENCE_PREFIX = { dailySalary: 'DS', dividend: 'DV', hourlySalary: 'HS' } as const;

export function agentHooks({ db, now }: SandboxContext): Hono {
  const hooks = new Hono();
  // The contract requests waiting for a member (the agent home's prompts, G §8, and dividend entry):
  // the fields given replace the member's, the others stay ('' = none); a member without a row gets one.
  hooks.post('/contract-request', async (c) => {
    const body = await hookBody(c, contractRequestSchema);
    if (typeof body === 'string') return invalid(c, body);
    const memberId = memberIdOf(db, body.username);
    if (memberId === undefined) return noMember(c);
    db.prepare('INSERT INTO agent_contracts (member_id) VALUES (?) ON CONFLICT (member_id) DO NOTHING').run(memberId);
    db.prepare(
      `UPDATE agent_contracts SET
         daily_salary_request = coalesce(?, daily_salary_request),
         dividend_request = coalesce(?, dividend_request),
         hourly_salary_request = coalesce(?, hourly_salary_request),
         dividend_enabled = coalesce(?, dividend_enabled)
       WHERE member_id = ?`,
    ).run(body.daily ?? null, body.dividend ?? null, body.hourly ?? null, body.dividendEnabled === undefined ? null : Number(body.dividendEnabled), memberId);
    return c.json({ success: true, value: contractRequests(db, memberId) });
  });

  hooks.post('/contract-offer', async (c) => {
    const body = await hookBody(c, offerSchema);
    if (typeof body === 'string') return invalid(c, body);
    const id = memberIdOf(db, body.username);
    if (id === undefined) return noMember(c);
    const reference = `${REFERENCE_PREFIX[body.kind]}-${Math.floor(now() % 1_000_000_000)}${id}`;
    offerContract(db, id, { kind: body.kind, reference }, now());
    return c.json({ success: true, value: { reference } });
  });

  hooks.post('/team-bet', async (c) => {
    const body = await hookBody(c, betSchema);
    if (typeof body === 'string') return invalid(c, body);
    const id = memberIdOf(db, body.username);
    if (id === undefined) return noMember(c);
    const cents = toMinor(body.amount)!;
    const winLoss = signedToMinor(body.winLoss)!;
    if (cents <= 0 || winLoss < -cents) return invalid(c, 'winLoss: a loss is at most the stake');
    const placedAt = now() - body.daysAgo * DAY_MS - 60_000;
    const row = db
      .prepare(
        `INSERT INTO bets (member_id, placed_at, cents, valid_cents, win_loss_cents, settled, node_id, game_name, game_type, vassalage)
         SELECT ?, ?, ?, ?, ?, 1, node_id, game_name, game_type, vassalage FROM games WHERE game_type = ? ORDER BY popularity LIMIT 1 RETURNING id, game_name`,
      )
      .get(id, placedAt, cents, cents, winLoss, body.gameType) as { id: number; game_name: string } | undefined;
    if (!row) return invalid(c, 'gameType: no game of that category');
    return c.json({ success: true, value: { id: String(row.id), gameName: row.game_name } });
  });
  return hooks;
}
