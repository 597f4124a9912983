/** The team screens' platform calls (issue 25, team). */
import type { CallInput } from '../../../lib/api-client.ts';
import { platformCall } from '../../../lib/platform.ts';

export const loadTeamOverview = (request: CallInput<'teamOverview'>) => platformCall('teamOverview', request);

export const loadTeamMembers = (request: CallInput<'teamMembers'>) => platformCall('teamMembers', request);

export const loadTeamMemberDetail = (request: CallInput<'teamMemberDetail'>) => platformCall('teamMemberDetail', request);
