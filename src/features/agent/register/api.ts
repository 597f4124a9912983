/** The open-account screen's platform calls (issue 25, register). */
import type { CallInput } from '../../../lib/api-client.ts';
import { platformCall } from '../../../lib/platform.ts';
import * as accountCalls from '../../../contract/calls/account.ts';
import * as agentCalls from '../../../contract/calls/agent.ts';
import * as memberCalls from '../../../contract/calls/member.ts';

/** The agent's own rates and a new member's default ones: one row of members is all it needs. */
export const loadOwnRebates = () => platformCall(agentCalls.agentRebates, { pageNo: 1, pageSize: 1 });

export const loadRegisterRules = () => platformCall(accountCalls.registerRules, {});

export const loadInviteInfo = () => platformCall(memberCalls.inviteInfo, {});

/**
 * Opens the downline account. It carries a password, so it is encrypted (A §7): the encrypted call
 * and its sealer load with the first submit, never with the page.
 */
export async function openAccount(request: CallInput<'agentRegister'>) {
  const { encryptedCall } = await import('../../../lib/encrypted-call.ts');
  return encryptedCall(agentCalls.agentRegister, request);
}
