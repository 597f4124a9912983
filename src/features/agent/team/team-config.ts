/** Build time: the texts the team pages hand their scripts (./team.ts), in the page's language. */
import { RECORDS_RANGE_MAX_DAYS } from '../../../contract/limits.ts';
import { TEAM_MEMBER_KINDS, TEAM_MEMBER_STATUSES } from '../../../contract/vocabulary.ts';
import type { RangeProblem } from '../../../lib/date-range.ts';
import { pickMessages } from '../../../lib/errors.ts';
import { moneyFormat, type PageContext } from '../../../shell/context.ts';
import type { OverviewConfig, TeamListConfig, TeamTexts } from './team.ts';

const PROBLEMS: readonly RangeProblem[] = ['invalid', 'order', 'future', 'tooLong'];

function teamTexts(ctx: PageContext): TeamTexts {
  const { t } = ctx;
  return {
    money: moneyFormat(ctx.language),
    messages: pickMessages(t, ['request.invalid', 'agent.notInTeam', 'login.nonAgent']),
    statuses: Object.fromEntries(TEAM_MEMBER_STATUSES.map((status) => [status, t(`agent-team.statuses.${status}`)])) as TeamTexts['statuses'],
    kinds: Object.fromEntries(TEAM_MEMBER_KINDS.map((kind) => [kind, t(`agent-team.kinds.${kind}`)])) as TeamTexts['kinds'],
    // The placeholders handed over as written: the script fills them per row.
    level: t('agent-team.levelN', { level: '{{level}}' }),
    never: t('agent-team.never'),
    result: { profit: t('agent-reports.profit'), loss: t('agent-reports.loss') },
  };
}

export function overviewConfig(ctx: PageContext): OverviewConfig {
  const { t } = ctx;
  return {
    ...teamTexts(ctx),
    rangeProblems: Object.fromEntries(
      PROBLEMS.map((problem) => [problem, t(`agent-team.rangeProblems.${problem}`, { days: RECORDS_RANGE_MAX_DAYS })]),
    ) as OverviewConfig['rangeProblems'],
    counts: {
      deposits: t('agent-team.counts.deposits', { count: '{{count}}' }),
      withdrawals: t('agent-team.counts.withdrawals', { count: '{{count}}' }),
      firstDeposits: t('agent-team.counts.firstDeposits', { count: '{{count}}' }),
    },
    shown: t('agent-team.shown', { first: '{{first}}', last: '{{last}}' }),
  };
}

export function teamListConfig(ctx: PageContext): TeamListConfig {
  const { t } = ctx;
  return {
    ...teamTexts(ctx),
    total: t('agent-team.total', { count: '{{count}}' }),
    team: t('agent-team.team', { count: '{{count}}' }),
    teamOf: t('agent-team.teamOf', { name: '{{name}}' }),
    detailsOf: t('agent-team.detailsOf', { name: '{{name}}' }),
  };
}
