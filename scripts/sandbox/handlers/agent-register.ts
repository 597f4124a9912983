/** Open account, rebate settings and team rebate income (issue 25, register): the logic is in ../accounts/agent-register.ts. */
import { agentRebates, agentRegister, checkAccountFields, requireAgent, setMemberRebate, teamRebateIncome } from '../accounts/agent-register.ts';
import { hashPassword } from '../accounts/passwords.ts';
import type { Handlers } from './types.ts';

export const agentRegisterHandlers = {
  agentRebates: ({ input, member }, { db }) => agentRebates(db, member, input),
  setMemberRebate: ({ input, member }, { db }) => setMemberRebate(db, member, input),
  teamRebateIncome: ({ input, member }, { db }) => teamRebateIncome(db, member, input),
  agentRegister: async ({ input, member }, { db, now }) => {
    requireAgent(member);
    checkAccountFields(input);
    // Hashing awaits: done before the one synchronous transaction that checks and stores.
    const passwordHash = await hashPassword(input.password);
    return agentRegister(db, member, input, passwordHash, now());
  },
} satisfies Partial<Handlers>;
