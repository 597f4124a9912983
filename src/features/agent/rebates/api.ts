/** The rebate screens' platform calls (issue 25, register: rates and the team's rebate income). */
import type { CallInput } from '../../../lib/api-client.ts';
import { mutateCall } from '../../../lib/mutate.ts';
import { platformCall } from '../../../lib/platform.ts';
import * as agentCalls from '../../../contract/calls/agent.ts';

export const loadRebates = (request: CallInput<'agentRebates'>) => platformCall(agentCalls.agentRebates, request);

export const setMemberRebate = (request: CallInput<'setMemberRebate'>) => mutateCall(agentCalls.setMemberRebate, request);

export const loadRebateIncome = (request: CallInput<'teamRebateIncome'>) => platformCall(agentCalls.teamRebateIncome, request);
