/**
 * The agent's reports and contracts (issue 25, reports): team profit and loss, team betting, the
 * three contracts and the dividend. Agents only (types 1, 2, 41, 42); the work is in
 * accounts/agent-reports.ts. The test hooks below make the data a journey needs on its own agent.
 */
import { MEMBER_TYPES } from '../../../src/contract/vocabulary.ts';
import { agentContracts, answerContract, dividendInfo, teamBetting, teamPnl } from '../accounts/agent-reports.ts';
import { PlatformError } from '../platform-error.ts';
import type { Handlers, Member } from './types.ts';

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
