/** The message centre's platform calls (G §2 "Message centre", "Inbox"; G §4 "Live chat"). */
import type { CallInput } from '../../../lib/api-client.ts';
import { mutateCall } from '../../../lib/mutate.ts';
import { platformCall } from '../../../lib/platform.ts';
import * as contentCalls from '../../../contract/calls/content.ts';

export const launchLiveChat = (request: CallInput<'liveChat'>) => platformCall(contentCalls.liveChat, request);

export const loadInbox = (request: CallInput<'inboxList'>) => platformCall(contentCalls.inboxList, request);

export const markInboxRead = (id: CallInput<'inboxRead'>['id']) => mutateCall(contentCalls.inboxRead, { id });
