/**
 * Requests a page's inline script starts in the HTML's head, before any of the page's modules have
 * arrived, for the platform client to take (src/lib/api-client.ts `early`). The game list screens
 * ask for their first page this way (src/features/games/games/first-page-starter.ts): the call then runs
 * beside the page's scripts instead of after them (Lighthouse LCP: HTML → script → call → icons).
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

/** The response a starter asked for at this URL (same fields, any order), once; undefined when none did. */
export function takeEarlyRequest(url: string): Promise<Response> | undefined {
  const started = (globalThis as unknown as Record<string, Record<string, Promise<Response>> | undefined>)[EARLY_REQUESTS];
  if (!started) return undefined;
  const key = requestKey(url);
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
 * opened without a query: a query (a vendor, a filter, a game type) asks for another list. The same
 * text on every page, so the CSP carries one hash for all of them (a hash each made its header line
 * longer than Cloudflare takes). Failures are left for whoever takes the responses. (Pure: the
 * inline painters that import this module leave it out of their bundles.)
 */
export const EARLY_REQUEST_SCRIPT = /* @__PURE__ */ [
  `(function(s){if(location.search||!s)return;var c=JSON.parse(s.dataset.early),w=window[${JSON.stringify(EARLY_REQUESTS)}]=window[${JSON.stringify(EARLY_REQUESTS)}]||{};`,
  'for(const[u,k]of c.requests){const r=fetch(u,{headers:c.headers,credentials:"omit"});r.catch(function(){});w[k]=r}})(document.currentScript)',
].join('');

/** The `data-early` attribute of EARLY_REQUEST_SCRIPT's element: the URLs with their keys, and the headers. */
export function earlyRequests(urls: readonly string[], headers: Record<string, string>): string {
  return JSON.stringify({ requests: urls.map((url) => [url, requestKey(url)]), headers });
}
