/** The trial accounts' platform calls (A §4, §7): each opens a trial session. */
import { mutateCall } from '../../lib/mutate.ts';
import type { TrialCall } from './trial.ts';

export const openTrialSession = (kind: TrialCall) => mutateCall(kind, {});
