import { describe, expect, it } from 'vitest';
import { MEMBER_TYPES, SYSTEM_STATUS } from '../contract/vocabulary.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { sameOriginPath } from '../lib/safe-path.ts';
import { prepaint, type PrepaintConfig } from './prepaint.ts';

const config: PrepaintConfig = {
  language: 'MY',
  prefixes: { MY: '', EN: '/en' },
  defaultTheme: 'dark',
  appPattern: 'LotusPalaceApp',
  keys: STORAGE_KEYS,
  agentTypes: MEMBER_TYPES.agent,
  realTypes: MEMBER_TYPES.real,
  accountTypes: [0, 1, 2, 40, 41, 42],
  signedOut: { paths: ['/m/login', '/m/register'], home: '/m/home' },
  ageDeclinedKey: 'ageDeclined',
  status: { url: '/wps/system/status', key: '/wps/system/status?', store: '__early', headers: { merchant: 'M' }, codes: SYSTEM_STATUS },
};

/** A window with just what the pre-paint script touches. */
function fakeWindow(
  { stored = {}, path = '/m/home', ua = 'Mozilla/5.0 (Linux; Android 13)', standalone = false, firstPage = true, declined = false, fetch } = {} as {
    stored?: Record<string, string>;
    path?: string;
    ua?: string;
    standalone?: boolean;
    firstPage?: boolean;
    /** A "no" to the age question earlier in this visit. */
    declined?: boolean;
    /** The status call's answer; without it the window has no fetch. */
    fetch?: (url: string, init: RequestInit) => Promise<Response>;
  },
) {
  const language = path.startsWith('/en/') ? 'EN' : 'MY';
  const store = new Map(Object.entries(stored));
  const attributes = new Map<string, string>();
  const replaced: string[] = [];
  const element = { className: '', setAttribute: (name: string, value: string) => attributes.set(name, value) };
  const session = new Map<string, string>([...(firstPage ? [] : [['started', '1']]), ...(declined ? [['ageDeclined', '1']] : [])] as [string, string][]);
  const listeners = new Map<string, (event: Event) => void>();
  const win = {
    document: { documentElement: element },
    sessionStorage: { getItem: (key: string) => session.get(key) ?? null, setItem: (key: string, value: string) => session.set(key, value) },
    localStorage: { getItem: (key: string) => store.get(key) ?? null, removeItem: (key: string) => store.delete(key) },
    location: { origin: 'https://brand.example', pathname: path, search: '?id=3', hash: '', replace: (url: string) => replaced.push(url) },
    navigator: { userAgent: ua },
    matchMedia: () => ({ matches: standalone }),
    addEventListener: (type: string, listener: (event: Event) => void) => listeners.set(type, listener),
    fetch,
  };
  prepaint({ ...config, language }, win as unknown as Window, sameOriginPath);
  const classes = () => element.className.trim().split(/\s+/).filter(Boolean);
  return { classes: classes(), classesNow: classes, attributes, replaced, store, listeners, win: win as unknown as Record<string, unknown> };
}

describe('pre-paint', () => {
  it("a stored language other than the page's replaces the page with its twin, keeping the query", () => {
    expect(fakeWindow({ stored: { language: 'EN' } }).replaced).toEqual(['/en/m/home?id=3']);
    expect(fakeWindow({ stored: { language: 'MY' }, path: '/en/m/login' }).replaced).toEqual(['/m/login?id=3']);
    expect(fakeWindow({ stored: { language: 'MY' }, path: '/en/' }).replaced).toEqual(['/?id=3']);
  });

  it('a crafted address never sends the player off the site (`/en//evil.example/` once did)', () => {
    // What location.pathname holds for /en//m/home, /en/\\m/home (the browser turns \\ into /) and friends.
    for (const path of ['/en//m/home', '/en///m/home', '/en//evil.example/', '/en/.//evil.example']) {
      const [target] = fakeWindow({ stored: { language: 'MY' }, path }).replaced;
      expect(target, path).toMatch(/^\/[^/\\]/);
      expect(new URL(target!, 'https://brand.example/').origin).toBe('https://brand.example');
    }
    expect(fakeWindow({ stored: { language: 'MY' }, path: '/en//m/home' }).replaced).toEqual(['/m/home?id=3']);
  });

  it('keeps the page for the same, an unknown or no stored language', () => {
    for (const stored of [{ language: 'MY' }, { language: 'FR' }, {}] as Record<string, string>[]) expect(fakeWindow({ stored }).replaced).toEqual([]);
  });

  it('theme: stored dark or light, anything else the brand default', () => {
    expect(fakeWindow({ stored: { theme: 'light' } }).attributes.get('data-theme')).toBe('light');
    expect(fakeWindow({ stored: { theme: 'purple' } }).attributes.get('data-theme')).toBe('dark');
    expect(fakeWindow().attributes.get('data-theme')).toBe('dark');
  });

  it('cached status shows at once; without one the splash waits for the platform', () => {
    expect(fakeWindow({ stored: { status: '1' } }).attributes.get('data-status')).toBe('1');
    expect(fakeWindow({ stored: { status: '1' } }).classes).not.toContain('awaiting-status');
    expect(fakeWindow().classes).toContain('awaiting-status');
    expect(fakeWindow({ stored: { status: 'x' } }).classes).toContain('awaiting-status');
  });

  it('asks for the status at once on every page, for the gate script to take', () => {
    const asked: [string, RequestInit][] = [];
    const answer = Promise.resolve(Response.json({ success: true, value: { maintenance: false, regionRestriction: false } }));
    const page = fakeWindow({ stored: { status: '0' }, fetch: (url, init) => (asked.push([url, init]), answer) });
    expect(asked).toEqual([['/wps/system/status', { headers: { merchant: 'M' }, credentials: 'omit' }]]);
    expect(page.win.__early).toEqual({ '/wps/system/status?': answer });
  });

  it("a first visit's splash drops with the status answer, before any module script; the gate script can still read it", async () => {
    const firstVisit = async (body: unknown, init?: ResponseInit) => {
      const response = Response.json(body, init);
      const page = fakeWindow({ fetch: () => Promise.resolve(response) });
      expect(page.classes).toContain('awaiting-status');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(await response.json(), 'the answer is left unread for the gate script').toEqual(body);
      return { classes: page.classesNow(), status: page.attributes.get('data-status') };
    };
    const value = (maintenance: boolean, regionRestriction: boolean) => ({ success: true, value: { maintenance, regionRestriction, info: {} } });
    expect(await firstVisit(value(false, false))).toEqual({ classes: [], status: '0' });
    expect(await firstVisit(value(true, true))).toEqual({ classes: [], status: '1' });
    expect(await firstVisit(value(false, true))).toEqual({ classes: [], status: '2' });
    // Anything else waits for the gate script (and the splash's own time limit).
    for (const [body, init] of [[{ success: false, code: 'x' }], [{ nothing: 1 }], [value(true, false), { status: 500 }]] as const)
      expect(await firstVisit(body, init)).toEqual({ classes: ['awaiting-status'], status: undefined });
  });

  it('a cached status is not changed by the answer: the gate script stores and shows the new one', async () => {
    const page = fakeWindow({ stored: { status: '1' }, fetch: () => Promise.resolve(Response.json({ success: true, value: { maintenance: false } })) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.attributes.get('data-status')).toBe('1');
  });

  it('a "no" to the age question earlier in the visit hides the site from the first paint', () => {
    expect(fakeWindow({ declined: true, stored: { status: '0' } }).classes).toEqual(['age-declined']);
    expect(fakeWindow({ stored: { status: '0' } }).classes).toEqual([]);
  });

  it('session classes: member, agent, unreadable session', () => {
    const member = (type: number) => JSON.stringify({ token: 't', userName: 'u', type });
    expect(fakeWindow({ stored: { MC_SESSION_INFO: member(0) } }).classes).toEqual(['has-session', 'awaiting-status']);
    expect(fakeWindow({ stored: { MC_SESSION_INFO: member(41) } }).classes).toEqual(['has-session', 'is-agent', 'not-real', 'awaiting-status']);
    expect(fakeWindow({ stored: { MC_SESSION_INFO: member(4) } }).classes).toEqual(['has-session', 'not-real', 'is-trial', 'awaiting-status']);
    expect(fakeWindow({ stored: { MC_SESSION_INFO: member(77) } }).classes).toEqual(['has-session', 'not-real', 'is-trial', 'awaiting-status']);
    expect(fakeWindow({ stored: { MC_SESSION_INFO: '{broken' } }).classes).toEqual(['awaiting-status']);
  });

  it('a signed-in account opening the login or registration form goes home before it paints; a trial account and a guest stay', () => {
    const member = (type: number) => ({ MC_SESSION_INFO: JSON.stringify({ token: 't', userName: 'u', type }) });
    for (const path of ['/m/login', '/m/register', '/m/login/']) {
      const signedIn = fakeWindow({ stored: member(0), path });
      expect(signedIn.replaced, path).toEqual(['/m/home']);
      expect(signedIn.classes).toContain('leaving');
      expect(fakeWindow({ stored: member(41), path }).replaced).toEqual(['/m/home']);
      expect(fakeWindow({ stored: member(4), path }).replaced).toEqual([]);
      expect(fakeWindow({ path }).replaced).toEqual([]);
    }
    expect(fakeWindow({ stored: member(0), path: '/m/forget' }).replaced).toEqual([]);
    expect(fakeWindow({ stored: member(0), path: '/m/home' }).replaced).toEqual([]);
  });

  it('the login form coming back from the back/forward cache after signing in goes home too', () => {
    const store: Record<string, string> = {};
    const guest = fakeWindow({ stored: store, path: '/m/login' });
    expect(guest.replaced).toEqual([]);
    guest.store.set('MC_SESSION_INFO', JSON.stringify({ token: 't', userName: 'u', type: 0 }));
    guest.listeners.get('pageshow')!({ persisted: false } as unknown as Event);
    expect(guest.replaced).toEqual([]);
    guest.listeners.get('pageshow')!({ persisted: true } as unknown as Event);
    expect(guest.replaced).toEqual(['/m/home']);
  });

  it('app mode from the user agent, installed web app, device, download-bar flag', () => {
    const inApp = fakeWindow({ ua: 'Mozilla/5.0 LotusPalaceApp/2.1 (iPhone)', stored: { hideDownloadBar: '1' } });
    expect(inApp.classes).toContain('in-app');
    expect(inApp.attributes.get('data-device')).toBe('ios');
    expect(inApp.store.get('hideDownloadBar')).toBe('1');
    const installed = fakeWindow({ standalone: true, stored: { hideDownloadBar: '1' } });
    expect(installed.classes).toContain('in-pwa');
    expect(installed.store.get('hideDownloadBar')).toBe('1');
    const browser = fakeWindow({ stored: { hideDownloadBar: '1' } });
    expect(browser.attributes.get('data-device')).toBe('android');
    expect(browser.store.has('hideDownloadBar')).toBe(false);
    expect(browser.classes).not.toContain('download-bar-hidden');
    // Later pages of the same visit keep the player's "close" of the bar.
    const laterPage = fakeWindow({ stored: { hideDownloadBar: '1' }, firstPage: false });
    expect(laterPage.store.get('hideDownloadBar')).toBe('1');
    expect(laterPage.classes).toContain('download-bar-hidden');
  });

  it('a view transition that cannot run never becomes an uncaught error, even on a page switching language', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      for (const page of [fakeWindow(), fakeWindow({ stored: { language: 'EN' } })]) {
        for (const type of ['pagereveal', 'pageswap']) {
          const aborted = () => Promise.reject(new DOMException('Transition was aborted because of invalid state. Viewport size changed', 'InvalidStateError'));
          const viewTransition = { ready: aborted(), finished: aborted(), updateCallbackDone: aborted(), skipTransition: () => undefined };
          page.listeners.get(type)?.({ viewTransition, activation: { entry: { url: 'https://brand.example/m/home' } } } as unknown as Event);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('leaving for a page that is not ours skips the transition (the game page would reject it, uncaught); our pages keep the fade', () => {
    const skipped = (url: string | null, { activation = true, path = '/m/slot-games' } = {}) => {
      let skips = 0;
      const viewTransition = { ready: Promise.resolve(), finished: Promise.resolve(), updateCallbackDone: Promise.resolve(), skipTransition: () => skips++ };
      fakeWindow({ path }).listeners.get('pageswap')!({ viewTransition, activation: activation ? { entry: { url } } : null } as unknown as Event);
      return skips === 1;
    };
    const site = 'https://brand.example';
    for (const path of [
      '/m/home',
      '/m/game-list?gameType=RNG',
      '/m',
      '/',
      '/index.html',
      '/offline',
      '/offline/',
      '/404.html',
      '/en/m/home',
      '/en',
      '/en/',
      '/en/offline',
    ]) {
      expect(skipped(site + path), path).toBe(false);
      expect(skipped(site + path, { path: '/en/m/home' }), path).toBe(false);
    }
    for (const url of [
      `${site}/__sandbox/play/10193?lang=EN&back=${encodeURIComponent(`${site}/m/home`)}`,
      `${site}/game/launch?token=1`,
      `${site}/brand/banner.png`,
      `${site}/en/__sandbox/play/1`,
      `${site}/mobile/home`,
      'https://games.example/m/home',
      null,
    ]) {
      expect(skipped(url), String(url)).toBe(true);
    }
    expect(skipped(`${site}/m/home`, { activation: false })).toBe(true); // no word where it goes: no fade rather than an error
    // No transition (a page that has not opted in, a reduced-motion player): nothing to skip.
    const page = fakeWindow();
    expect(() => page.listeners.get('pageswap')!({ viewTransition: null, activation: null } as unknown as Event)).not.toThrow();
  });
});
