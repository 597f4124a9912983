/** The security centre's writes (issue 23, issue 34 item 6); its read is the fetcher store of ./security-info.ts. */
import type { CallInput } from '../../../lib/api-client.ts';
import { mutateCall } from '../../../lib/mutate.ts';
import * as memberCalls from '../../../contract/calls/member.ts';

export const bindEmail = (email: string) => mutateCall(memberCalls.bindEmail, { email });

export const bindMobile = (request: CallInput<'bindMobile'>) => mutateCall(memberCalls.bindMobile, request);

export const setPaymentPassword = (request: CallInput<'setPaymentPassword'>) => mutateCall(memberCalls.setPaymentPassword, request);

export const changePaymentPassword = (request: CallInput<'changePaymentPassword'>) => mutateCall(memberCalls.changePaymentPassword, request);

export const resetPaymentPassword = (request: CallInput<'resetPaymentPassword'>) => mutateCall(memberCalls.resetPaymentPassword, request);

/** A code to the bound mobile number; answers when another may be asked for. */
export const sendPaymentResetCode = () => mutateCall(memberCalls.sendPaymentResetCode, {});
