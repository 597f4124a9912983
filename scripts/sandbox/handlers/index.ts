/**
 * One handler per contract call, gathered from the modules: a call missing here is a type error,
 * and a unit test checks the same at run time.
 */
import { accountHandlers } from './account.ts';
import { agentRegisterHandlers } from './agent-register.ts';
import { agentReportHandlers } from './agent-reports.ts';
import { agentTeamHandlers } from './agent-team.ts';
import { contentHandlers } from './content.ts';
import { depositHandlers } from './deposit.ts';
import { gameHandlers } from './games.ts';
import { inviteHandlers } from './invite.ts';
import { recordHandlers } from './records.ts';
import { securityHandlers } from './security.ts';
import { systemHandlers } from './system.ts';
import type { Handlers } from './types.ts';
import { withdrawHandlers } from './withdraw.ts';

export const handlers: Handlers = {
  ...systemHandlers,
  ...accountHandlers,
  ...securityHandlers,
  ...gameHandlers,
  ...contentHandlers,
  ...inviteHandlers,
  ...depositHandlers,
  ...withdrawHandlers,
  ...recordHandlers,
  ...agentRegisterHandlers,
  ...agentReportHandlers,
  ...agentTeamHandlers,
};
