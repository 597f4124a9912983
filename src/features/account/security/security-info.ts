/**
 * The member's security items (securityInfo, issue 23), through the fetcher layer: one request
 * per page, never for guests or trial accounts (the gate turns them away; the call would refuse
 * them), gone when the session ends, and asked again after each security write (STALE_AFTER in
 * src/lib/stale-after.ts). The withdrawal screen will read whether a payment password is set from here
 * (then this moves down to src/stores/).
 */
import { computed } from 'nanostores';
import { createCallStore } from '../../../lib/fetcher.ts';
import { $session, isTrial } from '../../../lib/session.ts';
import * as memberCalls from '../../../contract/calls/member.ts';

const $input = computed($session, (session) => (session && !isTrial(session.type) ? {} : null));

export const $securityInfo = createCallStore(memberCalls.securityInfo, $input);
