/** The trial accounts' platform calls (A §4, §7): each opens a trial session. */
import * as accountCalls from '../../../contract/calls/account.ts';
import { mutateCall } from '../../../lib/mutate.ts';

/** trialLogin: the free-trial page (/m/trail). testPlay (module FREEPLAY3): the side menu's Free play entry. */
export type TrialCall = 'trialLogin' | 'testPlay';

export const openTrialSession = (kind: TrialCall) => (kind === 'trialLogin' ? mutateCall(accountCalls.trialLogin, {}) : mutateCall(accountCalls.testPlay, {}));
