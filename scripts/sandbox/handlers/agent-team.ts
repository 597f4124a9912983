/**
 * The agent's team screens (issue 25): team overview (/m/agent/team/overview) and team management
 * (/m/member/team). Agents only (types 1, 2, 41, 42), refused as the agent home's counters are;
 * the logic is in ../accounts/agent-team.ts.
 */
import { MEMBER_TYPES } from '../../../src/contract/vocabulary.ts';
import { teamMemberDetail, teamMembers, teamOverview } from '../accounts/agent-team.ts';
import { PlatformError } from '../platform-error.ts';
import type { Handlers, Member } from './types.ts';

function agentOnly(member: Member): Member {
  if (!(MEMBER_TYPES.agent as readonly number[]).includes(member.type)) throw new PlatformError('login.nonAgent', 'Non-agents cannot log in');
  return member;
}

export const agentTeamHandlers = {
  teamOverview: ({ input, member }, { db }) => teamOverview(db, agentOnly(member).id, input),
  teamMembers: ({ input, member }, { db }) => teamMembers(db, agentOnly(member), input),
  teamMemberDetail: ({ input, member }, { db }) => teamMemberDetail(db, agentOnly(member).id, input),
} satisfies Partial<Handlers>;
