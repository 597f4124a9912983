/** The team screens' platform calls (issue 25, team). */
import type { CallInput } from '../../../lib/api-client.ts';
import { platformCall } from '../../../lib/platform.ts';
import * as agentCalls from '../../../contract/calls/agent.ts';

export const loadTeamOverview = (request: CallInput<'teamOverview'>) => platformCall(agentCalls.teamOverview, request);

export const loadTeamMembers = (request: CallInput<'teamMembers'>) => platformCall(agentCalls.teamMembers, request);

export const loadTeamMemberDetail = (request: CallInput<'teamMemberDetail'>) => platformCall(agentCalls.teamMemberDetail, request);
