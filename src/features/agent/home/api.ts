/** The agent home's platform calls (G §2 "Agent home", §7). */
import type { LanguageCode } from '../../../constants.ts';
import type { CallInput } from '../../../lib/api-client.ts';
import { AGENT_ANNOUNCEMENTS, announcementsRequest } from '../../../lib/announcements-request.ts';
import { platformCall } from '../../../lib/platform.ts';
import * as agentCalls from '../../../contract/calls/agent.ts';
import * as shellCalls from '../../../contract/calls/shell.ts';

export const loadTeamKpi = (request: CallInput<'teamKpi'>) => platformCall(agentCalls.teamKpi, request);

export const loadContractRequests = () => platformCall(agentCalls.contractRequests, {});

/** The agent announcements (their footer count is the notices badge). */
export const loadAgentAnnouncements = (language: LanguageCode) =>
  platformCall(shellCalls.announcements, announcementsRequest(AGENT_ANNOUNCEMENTS.types, { groupName: AGENT_ANNOUNCEMENTS.groupName, language }));
