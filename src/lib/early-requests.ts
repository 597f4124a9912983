/**
 * Requests a page's inline script starts in the HTML's head, before any of the page's modules have
 * arrived, for the platform client to take (src/lib/api-client.ts `early`). The game list screens
 * ask for their first page this way (src/features/games/first-page-starter.ts): the call then runs
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
 * The inline script that asks for each URL with these headers at once (no credentials, as the
 * platform client asks), when the page was opened without a query: a query (a vendor, a filter, a
 * game type) asks for another list. Failures are left for whoever takes the responses.
 */
export function earlyRequestScript(urls: readonly string[], headers: Record<string, string>): string {
  const store = `window[${JSON.stringify(EARLY_REQUESTS)}]`;
  return [
    `if(!location.search){const s=${store}=${store}||{};`,
    `for(const[u,k]of ${JSON.stringify(urls.map((url) => [url, requestKey(url)]))}){const r=fetch(u,{headers:${JSON.stringify(headers)},credentials:"omit"});r.catch(function(){});s[k]=r}}`,
  ].join('');
}
