/**
 * Requests a page's inline script starts in the HTML's head, before any of the page's modules have
 * arrived, for the platform client to take (src/lib/api-client.ts `early`). The game list screens
 * ask for their first page this way (src/features/games/games/first-page-starter.ts): the call then runs
 * beside the page's scripts instead of after them (Lighthouse LCP: HTML → script → call → icons).
 * The deposit page asks for its options the same way, with the stored session's token
 * (src/features/cashier/deposit/early-options.ts): a member's request is kept under its token, so only
 * a call with that token takes it (another account's answer is never used).
 * A `<link rel="preload" as="fetch">` cannot do it: the call carries the merchant header, and a
 * preload is only reused by a fetch with the same headers.
 */

/** Where the inline starters leave their responses, by URL. */
export const EARLY_REQUESTS = '__earlyRequests';

/** A URL with its query's fields in order: the fetcher's stores ask with sorted fields (src/lib/fetcher.ts), the others as given. */
export function requestKey(url: string): string {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.sort();
  return `${path}?${params.toString()}`;
}

/** The key of a member's request: its token, then its URL's key (the starter builds the same). */
const memberKey = (token: string, key: string) => `${token} ${key}`;

/**
 * The response a starter asked for at this URL (same fields, any order), once; undefined when none
 * did. With a token: only one asked with that token.
 */
export function takeEarlyRequest(url: string, token?: string): Promise<Response> | undefined {
  const started = (globalThis as unknown as Record<string, Record<string, Promise<Response>> | undefined>)[EARLY_REQUESTS];
  if (!started) return undefined;
  const key = token === undefined ? requestKey(url) : memberKey(token, requestKey(url));
  const response = started[key];
  delete started[key];
  return response;
}

/**
 * The value of a successful answer a starter asked for (`{ success: true, value }`), for the inline
 * painters that run before the platform client (src/features/games/games/first-row.inline.ts, home's
 * first banner): read from a copy, since the platform client takes the response itself later.
 * null when the call failed or answered something else; undefined when no starter asked for it.
 */
export function earlyValue(key: string): Promise<Record<string, unknown> | null> | undefined {
  const response = (globalThis as unknown as Record<string, Record<string, Promise<Response>> | undefined>)[EARLY_REQUESTS]?.[key];
  return response
    ?.then((answer) => (answer.ok ? answer.clone().json() : null))
    .then((body: { success?: unknown; value?: unknown } | null) =>
      body?.success === true && body.value && typeof body.value === 'object' ? (body.value as Record<string, unknown>) : null,
    )
    .catch(() => null);
}

/**
 * The inline script that asks for each URL of its element's `data-early` attribute (earlyRequests())
 * at once, with those headers (no credentials, as the platform client asks), when the page was
 * opened without a query: a query (a vendor, a filter, a game type) asks for another list. A
 * member's requests (`member` in the attribute) carry the stored session's token, as the platform
 * client's do, and are asked only when that session is of an account type the page opens for (the
 * page's gate: a guest leaves for the login, another account sees why it is closed; neither has a
 * use for them). The same text on every page, so the CSP carries one hash for all of them (a hash
 * each made its header line longer than Cloudflare takes). Failures are left for whoever takes the
 * responses. (Pure: the inline painters that import this module leave it out of their bundles.)
 */
export const EARLY_REQUEST_SCRIPT = /* @__PURE__ */ [
  `(function(s){if(location.search||!s)return;var c=JSON.parse(s.dataset.early),h=c.headers,t="",w;`,
  'if(c.member){try{var m=JSON.parse(localStorage.getItem(c.member.key));if(m&&typeof m.token=="string"&&c.member.types.indexOf(Number(m.type))>=0)t=m.token}catch(e){}',
  'if(!t)return;h.Authorization="Bearer "+t}',
  `w=window[${JSON.stringify(EARLY_REQUESTS)}]=window[${JSON.stringify(EARLY_REQUESTS)}]||{};`,
  'for(const[u,k]of c.requests){const i={headers:h,credentials:"omit"};if(t)i.cache="no-store";const r=fetch(u,i);r.catch(function(){});w[t?t+" "+k:k]=r}})(document.currentScript)',
].join('');

/** Whose requests a starter asks as a member's: the session's storage key and the account types the page opens for. */
export interface EarlyMember {
  key: string;
  types: readonly number[];
}

/** The `data-early` attribute of EARLY_REQUEST_SCRIPT's element: the URLs with their keys, the headers, and for a member's requests whose. */
export function earlyRequests(urls: readonly string[], headers: Record<string, string>, member?: EarlyMember): string {
  return JSON.stringify({ requests: urls.map((url) => [url, requestKey(url)]), headers, ...(member && { member }) });
}
