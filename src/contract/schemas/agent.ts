/** Agent (issue 25, ours): home, team, open account and rebates, reports and contracts. */
import { z } from 'zod';
import {
  TEAM_MEMBER_KINDS,
  TEAM_MEMBER_STATUSES,
  CONTRACT_KINDS,
  CONTRACT_PERIODS,
  CONTRACT_STATUSES,
  DOWNLINE_TYPES,
  PNL_GROUPINGS,
  REBATE_CATEGORIES,
} from '../vocabulary.ts';
import {
  CONTRACT_TIERS_MAX,
  REBATE_MEMBERS_PAGE_SIZE,
  REBATE_RATE_MAX,
  TEAM_REPORT_PAGE_SIZE,
  TEAM_LEVELS_MAX,
  TEAM_PAGE_SIZE,
  USERNAME_MAX_LENGTH,
} from '../limits.ts';
import type { CallId } from '../calls.ts';
import { text, id, qInt, date, timestamp, requestId, empty, gameType, memberType, amount, signedAmount } from './blocks.ts';
import { recordsRange } from './cashier.ts';

// ---- agent contracts (issue 25, ours) ----

export const percent = z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percentage with at most 2 decimals, like 0.5');
/** A tier: from `threshold` of the basis a period (team valid bet for a salary, team loss for the dividend), the rate or the fixed amount. */
export const contractTier = z.object({
  threshold: amount.describe("The period's basis from which the tier applies."),
  rate: percent.nullable().describe('Percent of the basis; null when the tier pays a fixed amount.'),
  fixed: amount.nullable().describe('A fixed amount a period; null when the tier pays a rate.'),
});
export const contractPayout = z.object({
  date: date.describe('The period the payout is for (its first day), platform date.'),
  basis: signedAmount.describe("The period's basis: team valid bet (salary) or team loss (dividend)."),
  amount,
});
export const contract = z.object({
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(CONTRACT_STATUSES),
  reference: z.string().nullable().describe("The offer's reference (what the contract request field carried); null when none."),
  basis: z.enum(['validBet', 'loss']).describe('What the tiers measure: team valid bet (salaries) or team loss (dividend).'),
  period: z.enum(CONTRACT_PERIODS),
  tiers: z.array(contractTier).max(CONTRACT_TIERS_MAX).describe('Lowest threshold first.'),
  offeredAt: timestamp.nullable(),
  answeredAt: timestamp.nullable(),
  payouts: z.array(contractPayout).describe('Newest first.'),
});

// ---- agent team (issue 25, ours): the overview's figures, the team list and one member ----

/** Whole days in the player's zone, first and last included (as teamKpi takes them). */
export const teamRange = { startDate: date, endDate: date };
export const teamUsername = z.string().min(1).max(USERNAME_MAX_LENGTH).regex(/^\w+$/, 'letters, digits and _');
export const teamRebateRate = z
  .string()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, 'a percentage as a decimal string, like 0.8')
  .describe('The member\'s highest rebate rate over the game categories (agentRebates gives each), in percent of valid bets: "0.80" is 0.8 %.');
export const countAndAmount = z.object({ count: z.number().int().min(0), amount });
export const teamMember = z.object({
  username: z.string(),
  kind: z.enum(TEAM_MEMBER_KINDS).describe('agent: a member type with a downline of its own (MEMBER_TYPES.agent); member: a player.'),
  level: z.number().int().min(1).describe("Below the caller: 1 is the caller's direct member."),
  status: z.enum(TEAM_MEMBER_STATUSES),
  balance: amount,
  lastLoginAt: timestamp.nullable().describe('On the platform clock (UTC+7); null: never logged in.'),
  registeredAt: timestamp.describe('On the platform clock (UTC+7).'),
  rebateRate: teamRebateRate,
  teamSize: z.number().int().min(0).describe('Everyone below this member (its whole downline).'),
});
export const teamTotals = z.object({
  deposits: countAndAmount.describe('Successful deposits.'),
  withdrawals: countAndAmount.describe('Successful withdrawals.'),
  bets: amount.describe('Stakes of the bets placed.'),
  validBets: amount.describe('What counted for turnover and rebates (settled bets, pushes excluded).'),
  profit: signedAmount.describe("The house's result on the settled bets: stakes lost minus wins paid; positive when the players lost."),
});

// ---- agent: open account and rebates (issue 25, register; ours) ----
export const rebateRate = z
  .string()
  .regex(/^\d{1,3}\.\d{2}$/, 'percent with 2 decimals, like 1.20')
  .describe(`Percent of valid bets, 0.00 to ${REBATE_RATE_MAX}.`);
/**
 * A rate as sent: any plain signed decimal, so a negative rate or one with too many decimals reaches
 * the platform's business rule (rebate.invalid, naming the maximum) rather than a bare 400.
 */
export const sentRebateRate = z.string().regex(/^-?\d{1,6}(\.\d{1,6})?$/, 'a decimal like 1.20');
export const categoryKey = z.enum(REBATE_CATEGORIES);
export const rebateRates = z.record(categoryKey, rebateRate).describe('One rate per game category (every category of REBATE_CATEGORIES).');
export const sentRebateRates = z.record(categoryKey, sentRebateRate).describe('One rate per game category, each at most the agent’s own.');
export const downlineType = z.union([z.literal(DOWNLINE_TYPES.member), z.literal(DOWNLINE_TYPES.agent)]).describe('0: a member; 2: an agent under the agent.');
export const rebateMember = z.object({
  username: z.string(),
  type: memberType,
  registeredAt: timestamp,
  rates: rebateRates,
});
export const incomeAmounts = z.record(categoryKey, amount);

export const AGENT_REGISTER_SCHEMAS = {
  agentRebates: {
    request: z.strictObject({
      username: text(USERNAME_MAX_LENGTH).optional().describe('One direct member by exact user name (rebate.notDirect when not one).'),
      search: text(USERNAME_MAX_LENGTH).optional().describe('Direct members whose user name contains this.'),
      pageNo: qInt(1, 10_000),
      pageSize: qInt(1, REBATE_MEMBERS_PAGE_SIZE),
    }),
    response: z.object({
      own: rebateRates.describe("The agent's own rates: no direct member's rate is above them."),
      newMemberRates: rebateRates.describe(
        "The platform's default rates for a new downline account, never above the agent's own: what opening an account starts from (the agent keeps the difference).",
      ),
      maxRate: rebateRate.describe("The platform's ceiling for any rate."),
      members: z.array(rebateMember).describe('Direct members, newest first.'),
      totalPages: z.number().int().min(0),
    }),
  },
  setMemberRebate: {
    request: z.strictObject({ username: text(USERNAME_MAX_LENGTH), rates: sentRebateRates }),
    response: rebateMember,
  },
  teamRebateIncome: {
    request: z.strictObject({ startDate: date, endDate: date }),
    response: z.object({
      days: z
        .array(z.object({ date, amounts: incomeAmounts, total: amount }))
        .describe('Days with income, newest first; amounts per category (0.00 where none).'),
      totals: z.object({ amounts: incomeAmounts, total: amount }).describe("The range's totals: the sums of the days."),
    }),
  },
  agentRegister: {
    request: z.strictObject({
      requestId,
      type: downlineType,
      username: text(64),
      password: text(128),
      confirmPassword: text(128),
      rates: sentRebateRates,
    }),
    response: z.object({ username: z.string(), type: downlineType, rates: rebateRates }),
  },
} as const;

export const AGENT_SCHEMAS = {
  teamKpi: {
    request: z.strictObject({ startDate: date, endDate: date, size: qInt(0, 0) }),
    response: z.object({
      footer: z.object({
        teamLoginMemberCount: z.number().int(),
        teamBetMemberCount: z.number().int(),
        teamRegisterMemberCount: z.number().int(),
        teamOnlineCount: z.number().int(),
      }),
    }),
  },
  contractRequests: {
    request: empty,
    response: z.object({
      dailysalreqtype: z.string().describe('Non-empty: a daily salary contract request is pending.'),
      divtypecompperiodreq: z.string().describe('Non-empty: a dividend contract request is pending.'),
      contracthoursalreq: z.string().describe('Non-empty: an hourly salary contract request is pending.'),
      dividendEnabled: z.boolean().describe('Whether the dividend entry shows in the agent footer.'),
    }),
  },

  // ---- agent: team overview and team management (issue 25, team) ----
  // Ours (G §2 gives the paths /m/agent/team/overview and /m/member/team only). Agents (types 1, 2,
  // 41, 42) only; a team is everyone below the caller, at any depth; levels count from the caller.
  teamOverview: {
    request: z.strictObject(teamRange),
    response: z.object({
      teamSize: z.number().int().min(0).describe('Everyone below the agent now.'),
      directMembers: z.number().int().min(0).describe('Level 1: members whose upline is the agent.'),
      indirectMembers: z.number().int().min(0).describe('Levels 2 and deeper.'),
      registrations: z.number().int().min(0).describe('Team members who registered in the range.'),
      firstDeposits: countAndAmount.describe("Members whose first successful deposit ever fell in the range, and those deposits' sum."),
      ...teamTotals.shape,
    }),
  },
  teamMembers: {
    request: z.strictObject({
      parent: teamUsername.optional().describe("A member of the caller's team whose downline to list; none: the caller's. Outside the team: agent.notInTeam."),
      username: text(USERNAME_MAX_LENGTH).optional().describe('Part of a user name, any case: searches the whole downline listed.'),
      level: qInt(1, TEAM_LEVELS_MAX).optional().describe('Only members at this level below the caller; none: every level below the parent.'),
      status: z.enum(TEAM_MEMBER_STATUSES).optional(),
      pageNo: qInt(1, 10_000),
      pageSize: qInt(1, TEAM_PAGE_SIZE),
    }),
    response: z.object({
      members: z.array(teamMember).describe('Newest registration first (then the user name).'),
      path: z.array(z.string()).describe("From the caller down to the parent listed, user names (the breadcrumbs): [caller] for the caller's own downline."),
      total: z.number().int().min(0),
      totalPages: z.number().int().min(0),
    }),
  },
  teamMemberDetail: {
    request: z.strictObject({ username: teamUsername, ...teamRange }),
    response: z.object({
      member: teamMember,
      path: z.array(z.string()).describe('From the caller down to the member, user names.'),
      totals: teamTotals.describe("The member's own (not its downline's) in the range: the screen asks for this month."),
    }),
  },

  // ---- agent: open account and rebates (issue 25, register) ----
  ...AGENT_REGISTER_SCHEMAS,

  // ---- agent: reports, dividend and contracts (issue 25, reports) ----
  // Ours (G §2 gives the paths only). Money as exact decimal strings; a team is every member below
  // the agent (direct and indirect). "Win/loss" is the players' (a player's win positive); team
  // profit is what the team brought the house: minus the players' win/loss, minus rebates and
  // bonuses paid to them. Totals cover the whole range (every page), and equal the sum of the rows.
  teamPnl: {
    request: z.strictObject({
      from: recordsRange.from,
      to: recordsRange.to,
      by: z
        .enum(PNL_GROUPINGS)
        .describe('member: a row per team member with activity (paged); category: a row per game category, and one for rebates and bonuses.'),
      pageNo: qInt(1, 10_000).default(1),
      pageSize: qInt(1, TEAM_REPORT_PAGE_SIZE).default(TEAM_REPORT_PAGE_SIZE),
    }),
    response: z.object({
      rows: z.array(
        z.object({
          username: z.string().nullable().describe('By member: the member; by category: null.'),
          level: z.number().int().min(1).nullable().describe('By member: 1 for a direct member, 2 below one, …; by category: null.'),
          category: gameType
            .nullable()
            .describe('By category: the game category; null on the row of rebates and bonuses (they belong to no category) and by member.'),
          betCount: z.number().int().min(0),
          betAmount: amount,
          validBet: amount,
          payout: amount.describe('Paid back to the players on settled bets: stake plus win.'),
          winLoss: signedAmount.describe("The players' result: a win positive."),
          rebates: amount,
          bonuses: amount,
          teamProfit: signedAmount.describe('-(winLoss) - rebates - bonuses.'),
        }),
      ),
      totals: z.object({
        betCount: z.number().int().min(0),
        betAmount: amount,
        validBet: amount,
        payout: amount,
        winLoss: signedAmount,
        rebates: amount,
        bonuses: amount,
        teamProfit: signedAmount,
      }),
      totalPages: z.number().int().min(0).describe('By category: 1 (0 when there is nothing).'),
    }),
  },
  teamBetting: {
    request: z.strictObject({
      ...recordsRange,
      pageSize: qInt(1, TEAM_REPORT_PAGE_SIZE),
      gameType: gameType.optional(),
      username: text(USERNAME_MAX_LENGTH).min(1).optional().describe("One member of the caller's team; outside it: agent.notInTeam."),
    }),
    response: z.object({
      records: z.array(
        z.object({
          id,
          username: z.string(),
          gameName: z.string(),
          gameType,
          betAmount: amount,
          validBet: amount,
          winLoss: signedAmount.describe("The player's result: a win positive."),
          settled: z.boolean(),
          placedAt: timestamp,
        }),
      ),
      totals: z.object({ count: z.number().int().min(0), betAmount: amount, validBet: amount, winLoss: signedAmount }),
      totalPages: z.number().int().min(0),
    }),
  },
  agentContracts: {
    request: empty,
    response: z.object({
      contracts: z
        .array(contract)
        .length(CONTRACT_KINDS.length)
        .describe('Daily salary, dividend, hourly salary, in that order; a kind never offered has status none and no tiers.'),
    }),
  },
  answerContract: {
    request: z.strictObject({
      requestId,
      kind: z.enum(CONTRACT_KINDS),
      answer: z.enum(['accept', 'decline']),
    }),
    response: contract.describe('The contract after the answer; the matching contract request field is empty from now on.'),
  },
  dividendInfo: {
    request: empty,
    response: z.object({
      status: z.enum(CONTRACT_STATUSES).describe("The dividend contract's status: the projection counts only an active one."),
      period: z.object({ first: date, last: date }).describe('The current period, platform days (UTC+7), both included.'),
      teamLoss: signedAmount.describe("The team's loss so far this period (the team profit of the profit and loss report); negative: the team is winning."),
      tierReached: z.number().int().min(0).nullable().describe('Index of the highest tier the loss reaches; null: none (or no active contract).'),
      rate: z
        .string()
        .regex(/^\d{1,3}(\.\d{1,2})?$/)
        .nullable()
        .describe("That tier's rate in percent."),
      projected: amount.describe('The dividend the loss so far would pay: loss × rate, rounded down to the cent; 0 with no tier.'),
      payouts: z.array(contractPayout).describe('Past dividend payouts, newest first.'),
    }),
  },
} as const satisfies Partial<Record<CallId, { request: z.ZodType; response: z.ZodType }>>;
