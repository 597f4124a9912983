/** Build time: the texts both record pages hand their scripts (./records.ts RecordsConfig), in the page's language. */
import { RECORDS_RANGE_MAX_DAYS } from '../../../contract/limits.ts';
import { pickMessages } from '../../../lib/errors.ts';
import type { RangeProblem } from '../../../lib/date-range.ts';
import { moneyFormat, type PageContext } from '../../../shell/context.ts';
import type { RecordsConfig, RecordStatus } from './records.ts';

const PROBLEMS: readonly RangeProblem[] = ['invalid', 'order', 'future', 'tooLong'];
export const RECORD_STATUSES: readonly RecordStatus[] = ['PENDING', 'SUCCESS', 'FAILED', 'EXPIRED', 'CANCELLED'];

export function recordsConfig(ctx: PageContext): RecordsConfig {
  const { t } = ctx;
  return {
    money: moneyFormat(ctx.language),
    language: ctx.language,
    messages: pickMessages(t, ['request.invalid']),
    rangeProblems: Object.fromEntries(
      PROBLEMS.map((problem) => [problem, t(`records.rangeProblems.${problem}`, { days: RECORDS_RANGE_MAX_DAYS })]),
    ) as RecordsConfig['rangeProblems'],
    statuses: Object.fromEntries(RECORD_STATUSES.map((status) => [status, t(`records.statuses.${status}`)])) as RecordsConfig['statuses'],
  };
}
