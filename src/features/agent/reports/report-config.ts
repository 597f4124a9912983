/** Build time: the texts both report pages hand their scripts (./reports.ts ReportConfig), in the page's language. */
import { RECORDS_RANGE_MAX_DAYS } from '../../../contract/limits.ts';
import { GAME_TYPES } from '../../../contract/vocabulary.ts';
import type { RangeProblem } from '../../../lib/date-range.ts';
import { pickMessages } from '../../../lib/errors.ts';
import { moneyFormat, type PageContext } from '../../../shell/context.ts';
import type { ReportConfig } from './reports.ts';

const PROBLEMS: readonly RangeProblem[] = ['invalid', 'order', 'future', 'tooLong'];

/** Every game category's label; ELOTT has no category tab of its own (G §2), so no shell label. */
export function categoryLabels(ctx: PageContext): Record<string, string> {
  const { t } = ctx;
  return Object.fromEntries(GAME_TYPES.map((type) => [type, type === 'ELOTT' ? t('agent-reports.elott') : t(`category.${type}`, { defaultValue: type })]));
}

export function reportConfig(ctx: PageContext): ReportConfig {
  const { t } = ctx;
  return {
    money: moneyFormat(ctx.language),
    messages: pickMessages(t, ['request.invalid', 'agent.notInTeam', 'login.nonAgent']),
    rangeProblems: Object.fromEntries(
      PROBLEMS.map((problem) => [problem, t(`agent-reports.rangeProblems.${problem}`, { days: RECORDS_RANGE_MAX_DAYS })]),
    ) as ReportConfig['rangeProblems'],
    categories: categoryLabels(ctx),
  };
}
