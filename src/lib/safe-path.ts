/**
 * The one gate for every navigation target the front end builds (pre-paint language switch,
 * 404 → home, login `next`, gates, sign-in and sign-out, live chat's backUrl): it only ever yields
 * a path of this site, so no crafted URL can make a brand's own page send a player elsewhere.
 *
 * Why each step:
 * - browsers drop tabs and newlines anywhere in a URL and trim control characters and spaces at
 *   its ends, so `java\tscript:` and ` //x` must be read as the browser would read them;
 * - `//x`, `/\x`, `\\x` are protocol-relative (the browser treats `\` as `/`): a run of leading
 *   slashes and backslashes collapses to one `/`, keeping the player on this site;
 * - anything with a scheme (`javascript:`, `data:`, `https://other.example`) is taken only when it
 *   is an address of this very origin;
 * - the URL parser can turn `/.//x` into the path `//x`, so the parsed path is collapsed again.
 *
 * `sameOriginPath` is also serialised into inline scripts (pre-paint, 404) with Function#toString:
 * it uses nothing outside its parameters and nothing newer than ES2019 (old Android WebViews).
 */
export function sameOriginPath(target: string, origin: string): string | null {
  let text = String(target)
    .replace(/[\t\n\r]/g, '')
    // eslint-disable-next-line no-control-regex -- leading and trailing controls are what URL parsing strips too
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (!text) return null;
  if (!/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(text)) text = text.replace(/^[/\\]+/, '/');
  let url: URL;
  try {
    url = new URL(text, origin + '/');
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return url.pathname.replace(/^[/\\]+/, '/') + url.search + url.hash;
}

/**
 * Goes to `target` if it is a path of this site, else to `fallback` (the site's root, which is
 * home, unless the caller names another path of this site).
 */
export function navigate(target: string, { replace = false, fallback = '/' }: { replace?: boolean; fallback?: string } = {}): void {
  const path = sameOriginPath(target, location.origin) ?? sameOriginPath(fallback, location.origin) ?? '/';
  if (replace) location.replace(path);
  else location.assign(path);
}

/**
 * The gate for addresses of other sites the platform hands us (a game's launch URL): an absolute
 * http(s) address (a relative one is resolved against the page), or null for anything else, so a
 * `javascript:`, `data:` or `intent:` answer can never be opened.
 */
export function webAddress(url: string): string | null {
  try {
    const parsed = new URL(url, globalThis.location?.href);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
