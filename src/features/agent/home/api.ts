/** The agent home's platform calls (G §2 "Agent home", §7). */
import type { LanguageCode } from '../../../constants.ts';
import type { CallInput } from '../../../lib/api-client.ts';
import { AGENT_ANNOUNCEMENTS, announcementsRequest } from '../../../lib/announcements-request.ts';
import { platformCall } from '../../../lib/platform.ts';

export const loadTeamKpi = (request: CallInput<'teamKpi'>) => platformCall('teamKpi', request);

export const loadContractRequests = () => platformCall('contractRequests', {});

/** The agent announcements (their footer count is the notices badge). */
export const loadAgentAnnouncements = (language: LanguageCode) =>
  platformCall('announcements', announcementsRequest(AGENT_ANNOUNCEMENTS.types, { groupName: AGENT_ANNOUNCEMENTS.groupName, language }));
