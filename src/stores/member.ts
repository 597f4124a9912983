/**
 * The member's own data (G §3 "Member info": id, nickname, account, clubLabel): asked once per
 * page whatever the number of islands showing it, never for guests, gone when the session ends.
 */
import { createCallStore } from '../lib/fetcher.ts';
import * as shellCalls from '../contract/calls/shell.ts';

export const $memberInfo = createCallStore(shellCalls.memberInfo, {});

/** Asks again, e.g. after the member changed their nickname or avatar. */
export function refreshMemberInfo(): void {
  $memberInfo.revalidate();
}
