/** The test hooks (`/__sandbox/…`, ../app.ts) as every sandbox rig speaks to them. */
import { HOOK_HEADERS, HOOKS_PREFIX } from '../app.ts';

// Taken at load: unit tests of browser modules stub `fetch`, the hooks must still reach the server.
const realFetch = globalThis.fetch;

export type Hook = <T>(path: string, body?: unknown) => Promise<T>;

/** A hook's value: GET, or POST with `body` as JSON; throws, naming the answer, on any refusal. */
export function hookOf(url: string): Hook {
  return async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await realFetch(
      `${url}${HOOKS_PREFIX}/${path}`,
      body === undefined ? { headers: HOOK_HEADERS } : { method: 'POST', headers: HOOK_HEADERS, body: JSON.stringify(body) },
    );
    const answer = (await response.json()) as { success: boolean; value: T };
    if (response.status !== 200 || !answer.success) throw new Error(`hook ${path} answered HTTP ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
    return answer.value;
  };
}
