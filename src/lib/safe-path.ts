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
 * The one policy for every address the platform hands us to open (banners, links in its HTML,
 * game launches, live chat, the winner board's Play; cashier gateways later): `allowedAddress`
 * answers where the browser may go, or null when it must go nowhere.
 */
export interface AddressPolicy {
  /** The page's origin (location.origin): its addresses are this site's. */
  origin: string;
  /** Origins of other sites that may be opened (`https://host[:port]`): the brand's `links.allowedOrigins` and the platform's. */
  allowedOrigins: readonly string[];
  /** What a relative address is read against: the page's root unless given (the platform's address for its answers, the page for links in its HTML). */
  base?: string;
}

/** A path of this site (opened in place), or an allowed address of another site (a new tab where a link opens it). */
export type AllowedAddress = { kind: 'site'; href: string } | { kind: 'external'; href: string };

/**
 * Why each refusal:
 * - user info (`http://user:pass@evil.example/`, `https://our.site:443@evil.example/`): reads as one
 *   site and goes to another, so any `@` before the host's end is refused, whoever it names;
 * - protocol-relative and backslash forms (`//evil.example`, `/\evil.example`, `\\evil`,
 *   `https:\\evil`): the browser reads `\` as `/`, and no platform means a host by them: refused, not
 *   guessed at (sameOriginPath, for our own targets, folds them into a path of this site instead);
 * - schemes other than http(s) (`javascript:`, `data:`, `intent:` …);
 * - a path of this site the URL parser turns into `//x` (`/.//x`), which would read as another host;
 * - another site not on the brand's allow-list: a compromised platform cannot send players anywhere.
 * Tabs, newlines and surrounding controls are dropped first, as the browser does.
 */
export function allowedAddress(url: string | null | undefined, { origin, allowedOrigins, base = `${origin}/` }: AddressPolicy): AllowedAddress | null {
  if (typeof url !== 'string') return null;
  const text = url
    .replace(/[\t\n\r]/g, '')
    // eslint-disable-next-line no-control-regex -- leading and trailing controls are what URL parsing strips too
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  const beforeQuery = text.split(/[?#]/, 1)[0]!;
  if (!text || beforeQuery.includes('\\') || beforeQuery.startsWith('//')) return null;
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:\/*[^/?#]*@/.test(beforeQuery)) return null; // user info, even empty
  let landing: URL;
  try {
    landing = new URL(text, base);
  } catch {
    return null;
  }
  if (landing.protocol !== 'http:' && landing.protocol !== 'https:') return null;
  if (landing.username || landing.password) return null;
  if (landing.origin === origin) {
    return landing.pathname.startsWith('//') ? null : { kind: 'site', href: landing.pathname + landing.search + landing.hash };
  }
  return allowedOrigins.includes(landing.origin) ? { kind: 'external', href: landing.href } : null;
}
