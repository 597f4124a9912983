/**
 * The deposit page's options (./api.ts loadDepositOptions), asked from the HTML's head with the
 * stored session's token (src/lib/early-requests.ts): the page can show nothing before they are in,
 * and asked by its script they waited for the page's scripts to download (issue 36: on a weak
 * network the deposit was usable after 3.1 s, the call's round trip after the scripts). Only a real
 * account asks, the one the deposit gate opens for (src/features/account/gates/gates.ts); the
 * platform client takes the answer only for a call with the same token. Built at build time.
 */
import { api, merchantCode } from 'virtual:brand';
import type { LanguageCode } from '../../../constants.ts';
import { MEMBER_TYPES } from '../../../contract/vocabulary.ts';
import { baseHeaders, queryCallUrl } from '../../../lib/api-client.ts';
import { earlyRequests } from '../../../lib/early-requests.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import type { Route } from '../../../shell/routes.ts';
import * as cashierCalls from '../../../contract/calls/cashier.ts';

/** The `data-early` attribute of the deposit page's starter; null on any other route. */
export function depositOptionsRequest(route: Pick<Route, 'name'>, language: LanguageCode): string | null {
  if (route.name !== 'voucherCenter') return null;
  return earlyRequests([queryCallUrl(api, cashierCalls.depositOptions, { language })], baseHeaders(merchantCode), {
    key: STORAGE_KEYS.session,
    types: MEMBER_TYPES.real,
  });
}
