/** The rebate screens' platform calls (issue 25, register: rates and the team's rebate income). */
import type { CallInput } from '../../../lib/api-client.ts';
import { mutateCall } from '../../../lib/mutate.ts';
import { platformCall } from '../../../lib/platform.ts';

export const loadRebates = (request: CallInput<'agentRebates'>) => platformCall('agentRebates', request);

export const setMemberRebate = (request: CallInput<'setMemberRebate'>) => mutateCall('setMemberRebate', request);

export const loadRebateIncome = (request: CallInput<'teamRebateIncome'>) => platformCall('teamRebateIncome', request);
