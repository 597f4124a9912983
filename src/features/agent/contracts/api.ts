/** The contract and dividend screens' platform calls (issue 25, reports). */
import type { CallInput } from '../../../lib/api-client.ts';
import { mutateCall } from '../../../lib/mutate.ts';
import { platformCall } from '../../../lib/platform.ts';
import * as agentCalls from '../../../contract/calls/agent.ts';

export const loadContracts = () => platformCall(agentCalls.agentContracts, {});

export const answerContract = (request: CallInput<'answerContract'>) => mutateCall(agentCalls.answerContract, request);

export const loadDividend = () => platformCall(agentCalls.dividendInfo, {});
