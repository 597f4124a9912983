/** The contract and dividend screens' platform calls (issue 25, reports). */
import type { CallInput } from '../../../lib/api-client.ts';
import { mutateCall } from '../../../lib/mutate.ts';
import { platformCall } from '../../../lib/platform.ts';

export const loadContracts = () => platformCall('agentContracts', {});

export const answerContract = (request: CallInput<'answerContract'>) => mutateCall('answerContract', request);

export const loadDividend = () => platformCall('dividendInfo', {});
