/**
 * Runs inline at the top of <head>, before anything paints (start-up order of account §2):
 * app mode from the user agent, the player's language (a stored choice that differs from this
 * page's language replaces the page with its twin in that language before a pixel of the wrong
 * one shows), theme, session-dependent chrome and the cached system status.
 *
 * It is serialised with Function#toString, so it must not use anything from outside its
 * parameters, and uses nothing newer than ES2019 so old Android WebViews run it.
 */
export interface PrepaintConfig {
  /** Language of this page (spec code). */
  language: string;
  /** URL prefix of every brand language, e.g. { MY: '', EN: '/en' }. */
  prefixes: Record<string, string>;
  defaultTheme: string;
  appPattern: string;
  keys: { language: string; theme: string; status: string; session: string; hideDownloadBar: string; started: string };
  /** Member types that see agent-only chrome (account §6). */
  agentTypes: readonly number[];
  /** Real accounts (A §3: 0, 1, 2); others see the wallet closed (class `not-real`, A §5). */
  realTypes: readonly number[];
  /** Accounts that are not trial accounts (every type the spec names but 4): others get `is-trial` (A §3). */
  accountTypes: readonly number[];
  /**
   * Paths (without language prefix) a signed-in account has no use for, the login and registration
   * forms, and the home page (with prefix) it goes to instead. A trial account stays: those forms
   * are how it becomes a real account.
   */
  signedOut: { paths: readonly string[]; home: string };
  /**
   * The status call, asked here on every page as the page starts: the status gate's script takes
   * its answer (src/lib/early-requests.ts, `store` and `key`). On a first visit (no cached status)
   * the answer drops the splash itself: the page's scripts arrive seconds later on a weak network,
   * and the splash held the whole page (and the age question, the first visit's largest paint) until then.
   */
  /** sessionStorage key of a "no" to the age question this visit (src/widgets/age/age.ts): the site stays hidden from the first paint. */
  ageDeclinedKey: string;
  status: { url: string; key: string; store: string; headers: Record<string, string>; codes: { normal: number; maintenance: number; restricted: number } };
}

/**
 * `toSitePath` is src/lib/safe-path.ts's sameOriginPath, passed in because this function is
 * serialised: the language switch builds its target from the address bar, which anyone can craft
 * (`/en//evil.example/` once sent players off the site), so the target goes through the one gate.
 */
export function prepaint(config: PrepaintConfig, win: Window, toSitePath: (target: string, origin: string) => string | null): void {
  const doc = win.document.documentElement;
  // A cross-document view transition that cannot run (the viewport changed, it was skipped, the
  // page was hidden) rejects its promises. Nothing waits on them, so they are settled here, before
  // the first pagereveal, and never surface as uncaught errors.
  const settleTransition = (event: Event) => {
    const transition = (event as Event & { viewTransition?: ViewTransition | null }).viewTransition;
    if (transition) [transition.ready, transition.finished, transition.updateCallbackDone].forEach((done) => done.catch(() => undefined));
    return transition;
  };
  win.addEventListener('pagereveal', settleTransition);
  // Leaving for a page that is not ours (a game the platform serves on our origin, the sandbox's
  // stand-in game): Chrome hands the transition to that page, which has not opted in, and rejects
  // it there, where no script of ours runs ("Transition was skipped" / "ViewTransition opt-in
  // disabled" as an uncaught error of the game's page). Only our pages get the fade.
  win.addEventListener('pageswap', (event) => {
    const transition = settleTransition(event);
    const activation = (event as Event & { activation?: { entry?: { url?: string | null } } | null }).activation;
    const to = activation && activation.entry && activation.entry.url;
    if (transition && !(to && isSitePage(to))) transition.skipTransition();
  });
  /** A page this site built (they all opt in to the fade): `/`, the offline page, `/404.html` or under `/m`, in any language. */
  function isSitePage(url: string): boolean {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return false;
    }
    if (target.origin !== win.location.origin) return false;
    let path = target.pathname;
    for (const code in config.prefixes) {
      const prefix = config.prefixes[code];
      if (prefix && (path === prefix || path.indexOf(prefix + '/') === 0)) {
        path = path.slice(prefix.length) || '/';
        break;
      }
    }
    return /^\/(index\.html|404\.html|offline(\/|\/index\.html)?|m(\/.*|\.html)?)?$/.test(path);
  }

  let store: Storage | null = null;
  try {
    store = win.localStorage;
  } catch {
    // Storage blocked (private mode, cookies off): defaults everywhere.
  }
  const read = (key: string) => (store ? store.getItem(key) : null);

  const wanted = read(config.keys.language);
  if (wanted && wanted !== config.language && Object.prototype.hasOwnProperty.call(config.prefixes, wanted)) {
    const path = win.location.pathname.slice((config.prefixes[config.language] || '').length) || '/';
    const target = toSitePath((config.prefixes[wanted] || '') + path + win.location.search + win.location.hash, win.location.origin);
    win.location.replace(target || '/');
    doc.className += ' switching-language';
    return;
  }

  const theme = read(config.keys.theme);
  doc.setAttribute('data-theme', theme === 'dark' || theme === 'light' ? theme : config.defaultTheme);

  const ua = win.navigator.userAgent;
  const inApp = new RegExp(config.appPattern).test(ua);
  const installed =
    (win.matchMedia && win.matchMedia('(display-mode: standalone)').matches) || (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (inApp) doc.className += ' in-app';
  if (installed) doc.className += ' in-pwa';
  // Start-up happens once per visit (the first page of a browser session), as in an app: only then
  // is the download-bar hide flag cleared outside the app and installed web app (game §4).
  let firstPage = false;
  try {
    firstPage = !win.sessionStorage.getItem(config.keys.started);
    win.sessionStorage.setItem(config.keys.started, '1');
  } catch {
    // No session storage: every page counts as the first.
    firstPage = true;
  }
  try {
    if (win.sessionStorage.getItem(config.ageDeclinedKey) === '1') doc.className += ' age-declined';
  } catch {
    // No session storage: no answer kept either.
  }
  if (firstPage && !inApp && !installed && store) store.removeItem(config.keys.hideDownloadBar);
  if (read(config.keys.hideDownloadBar)) doc.className += ' download-bar-hidden';
  doc.setAttribute('data-device', /iPhone|iPad|iPod/.test(ua) ? 'ios' : /Android/.test(ua) ? 'android' : 'other');

  // The account type of the stored session; undefined: no session (an unreadable one is none).
  const accountType = () => {
    try {
      const session = JSON.parse(read(config.keys.session) || 'null');
      return session && session.token ? Number(session.type) : undefined;
    } catch {
      return undefined;
    }
  };
  const type = accountType();
  if (type !== undefined) {
    doc.className += ' has-session';
    if (config.agentTypes.indexOf(type) >= 0) doc.className += ' is-agent';
    if (config.realTypes.indexOf(type) < 0) doc.className += ' not-real';
    if (config.accountTypes.indexOf(type) < 0) doc.className += ' is-trial';
  }

  // A signed-in account opening the login or registration form goes home before the form paints,
  // also when the form comes back from the back/forward cache (after signing in there).
  const prefix = config.prefixes[config.language] || '';
  const formPath = win.location.pathname.slice(prefix.length).replace(/\/+$/, '');
  if (config.signedOut.paths.indexOf(formPath) >= 0) {
    const leaveIfSignedIn = (type: number | undefined) => {
      if (type === undefined || config.accountTypes.indexOf(type) < 0) return false;
      win.location.replace(config.signedOut.home);
      return true;
    };
    win.addEventListener('pageshow', (event) => {
      if ((event as PageTransitionEvent).persisted) leaveIfSignedIn(accountType());
    });
    if (leaveIfSignedIn(type)) {
      doc.className += ' leaving';
      return;
    }
  }

  const status = read(config.keys.status);
  const cached = status === '0' || status === '1' || status === '2';
  if (cached) doc.setAttribute('data-status', status);
  else doc.className += ' awaiting-status';

  if (typeof win.fetch !== 'function') return;
  const asked = win.fetch(config.status.url, { headers: config.status.headers, credentials: 'omit' });
  asked.catch(() => undefined); // a failure is the gate script's to handle, when it takes the answer
  const early = win as unknown as Record<string, Record<string, Promise<Response>> | undefined>;
  const requests = (early[config.status.store] = early[config.status.store] || {});
  requests[config.status.key] = asked;
  if (cached) return;
  asked
    // Read from a copy, taken before the gate script reads the answer (reactions run in order).
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((answer: { success?: unknown; value?: { maintenance?: unknown; regionRestriction?: unknown } } | null) => {
      const value = answer && answer.success === true ? answer.value : null;
      if (!value || typeof value !== 'object') return; // unreachable or malformed: the gate script decides
      // deriveStatus's rule (src/stores/system-status.ts): maintenance wins over region restriction.
      const codes = config.status.codes;
      const code = value.maintenance ? codes.maintenance : value.regionRestriction ? codes.restricted : codes.normal;
      doc.setAttribute('data-status', String(code));
      doc.className = doc.className.replace(/(^|\s)awaiting-status(?=\s|$)/g, '');
    })
    .catch(() => undefined);
}
