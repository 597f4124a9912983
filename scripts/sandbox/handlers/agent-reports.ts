/**
 * The agent's reports and contracts (issue 25, reports): team profit and loss, team betting, the
 * three contracts and the dividend. Agents only (types 1, 2, 41, 42); the work is in
 * accounts/agent-reports.ts. The test hooks below make the data a journey needs on its own agent.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CONTRACT_KINDS, GAME_TYPES, MEMBER_TYPES } from '../../../src/contract/vocabulary.ts';
import { toMinor, signedToMinor } from '../../../src/lib/minor-units.ts';
import { agentContracts, answerContract, dividendInfo, offerContract, teamBetting, teamPnl } from '../accounts/agent-reports.ts';
import { DAY_MS } from '../data/content-time.ts';
import { PlatformError } from '../platform-error.ts';
import type { Handlers, Member, SandboxContext } from './types.ts';

function agentOnly(member: Member): void {
  if (!(MEMBER_TYPES.agent as readonly number[]).includes(member.type)) throw new PlatformError('login.nonAgent', 'Non-agents cannot log in');
}

export const agentReportHandlers = {
  teamPnl: ({ input, member }, { db }) => {
    agentOnly(member);
    return teamPnl(db, member.id, input);
  },
  teamBetting: ({ input, member }, { db }) => {
    agentOnly(member);
    return teamBetting(db, member.id, input);
  },
  agentContracts: ({ member }, { db, now }) => {
    agentOnly(member);
    return agentContracts(db, member.id, now());
  },
  answerContract: ({ input, member }, { db, now }) => {
    agentOnly(member);
    return answerContract(db, member.id, input, now());
  },
  dividendInfo: ({ member }, { db, now }) => {
    agentOnly(member);
    return dividendInfo(db, member.id, now());
  },
} satisfies Partial<Handlers>;

// ---- test hooks ----

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

/**
 * Mounted under /__sandbox/ by app.ts (behind its hook guard), next to the member hook:
 *   POST contract-offer { username, kind }                         → a new offer of the kind with the default terms, and its
 *                                                                     contract request field set (the agent home's prompt)
 *   POST team-bet { username, gameType, amount, winLoss, daysAgo } → a settled bet of a member on that category's most popular game
 */
export function agentReportHooks({ db, now }: Pick<SandboxContext, 'db' | 'now'>): Hono {
  const hooks = new Hono();
  const invalid = (c: Context, message: string) => c.json({ success: false, code: 'request.invalid', message }, 400);
  const memberId = (username: string) => (db.prepare('SELECT id FROM members WHERE username = ?').get(username) as { id: number } | undefined)?.id;
  const notFound = (c: Context) => c.json({ success: false, code: 'member.notFound', message: 'username: no such member' }, 404);

  hooks.post('/contract-offer', async (c) => {
    const body = offerSchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return invalid(c, body.error.issues[0]?.message ?? 'invalid');
    const id = memberId(body.data.username);
    if (id === undefined) return notFound(c);
    const reference = `${REFERENCE_PREFIX[body.data.kind]}-${Math.floor(now() % 1_000_000_000)}${id}`;
    offerContract(db, id, { kind: body.data.kind, reference }, now());
    return c.json({ success: true, value: { reference } });
  });

  hooks.post('/team-bet', async (c) => {
    const body = betSchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return invalid(c, body.error.issues[0]?.message ?? 'invalid');
    const id = memberId(body.data.username);
    if (id === undefined) return notFound(c);
    const cents = toMinor(body.data.amount)!;
    const winLoss = signedToMinor(body.data.winLoss)!;
    if (cents <= 0 || winLoss < -cents) return invalid(c, 'winLoss: a loss is at most the stake');
    const placedAt = now() - body.data.daysAgo * DAY_MS - 60_000;
    const row = db
      .prepare(
        `INSERT INTO bets (member_id, placed_at, cents, valid_cents, win_loss_cents, settled, node_id, game_name, game_type, vassalage)
         SELECT ?, ?, ?, ?, ?, 1, node_id, game_name, game_type, vassalage FROM games WHERE game_type = ? ORDER BY popularity LIMIT 1 RETURNING id, game_name`,
      )
      .get(id, placedAt, cents, cents, winLoss, body.data.gameType) as { id: number; game_name: string } | undefined;
    if (!row) return invalid(c, 'gameType: no game of that category');
    return c.json({ success: true, value: { id: String(row.id), gameName: row.game_name } });
  });
  return hooks;
}
