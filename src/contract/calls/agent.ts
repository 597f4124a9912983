/** The agent home and the agent's screens (G §2 "Agent home", §7; issue 25). */
import { call, get, post } from './call-meta.ts';

export const teamKpi = get('teamKpi', 'wps', '/agent/team/kpi', true);
export const contractRequests = get('contractRequests', 'wps', '/agent/contracts', true);
export const teamOverview = get('teamOverview', 'wps', '/agent/team/overview', true);
export const teamMembers = get('teamMembers', 'wps', '/agent/team/members', true);
export const teamMemberDetail = get('teamMemberDetail', 'wps', '/agent/team/member', true);
// Ours (G §2 gives the paths /m/agentRegister, /m/member/agent/agentRebeat, /m/member/teamRebate):
// rebate rates per game category, the agent's own and their direct members'; setting a direct
// member's; the team's rebate income per day and category; and opening a downline account,
// which carries a password, so it is encrypted as register is (A §7), and idempotent by requestId.
export const agentRebates = get('agentRebates', 'wps', '/agent/rebates', true);
export const setMemberRebate = post('setMemberRebate', 'wps', '/agent/rebates/member', true);
export const teamRebateIncome = get('teamRebateIncome', 'wps', '/agent/rebates/income', true);
export const agentRegister = call({ ...post('agentRegister', 'wps', '/agent/accounts', true), encrypted: true });
// Ours (G §2 gives the paths, §7 the contract request fields): team profit and loss by member or
// game category, the team's bets, the agent's three contracts (daily salary, dividend, hourly
// salary) with their tiers and payouts, answering an offer (idempotent by requestId), and the
// dividend's current period.
export const teamPnl = get('teamPnl', 'wps', '/agent/reports/pnl', true);
export const teamBetting = get('teamBetting', 'wps', '/agent/reports/bets', true);
export const agentContracts = get('agentContracts', 'wps', '/agent/contracts/terms', true);
export const answerContract = post('answerContract', 'wps', '/agent/contracts/answer', true);
export const dividendInfo = get('dividendInfo', 'wps', '/agent/dividend', true);
