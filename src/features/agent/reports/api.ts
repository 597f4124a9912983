/** The team reports' platform calls (issue 25, reports: profit and loss, bets). */
import type { CallInput } from '../../../lib/api-client.ts';
import { platformCall } from '../../../lib/platform.ts';
import * as agentCalls from '../../../contract/calls/agent.ts';

export const loadTeamPnl = (request: CallInput<'teamPnl'>) => platformCall(agentCalls.teamPnl, request);

export const loadTeamBets = (request: CallInput<'teamBetting'>) => platformCall(agentCalls.teamBetting, request);
