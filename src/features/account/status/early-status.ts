/**
 * The status call as the pre-paint script asks it on every page (src/shell/prepaint.ts): the same
 * request the status store makes (src/stores/status.ts), so the platform client takes its answer
 * (src/lib/early-requests.ts). Built at build time.
 */
import { api, merchantCode } from 'virtual:brand';
import { SYSTEM_STATUS } from '../../../contract/vocabulary.ts';
import { baseHeaders, queryCallUrl } from '../../../lib/api-client.ts';
import { EARLY_REQUESTS, requestKey } from '../../../lib/early-requests.ts';
import type { PrepaintConfig } from '../../../shell/prepaint.ts';
import * as shellCalls from '../../../contract/calls/shell.ts';

export function earlyStatusRequest(): PrepaintConfig['status'] {
  const url = queryCallUrl(api, shellCalls.systemStatus, {});
  return { url, key: requestKey(url), store: EARLY_REQUESTS, headers: baseHeaders(merchantCode), codes: SYSTEM_STATUS };
}
