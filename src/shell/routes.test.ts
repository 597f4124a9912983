import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMING_SOON_ROUTES, isComingSoonPath, routePath, withQuery } from './paths.ts';
import { HTML_ALIASES, PAGE_PATHS, ROUTES, categoryPath, chromeFor, localePath, pageKind, paths, routeFor } from './routes.ts';

/** The route list of the foundation issue: both specs' route tables. */
const SPEC_PATHS = [
  '/',
  '/m',
  '/m/',
  '/m/index',
  '/m/index.html',
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/register.html',
  '/m/forget',
  '/m/changePsw',
  '/m/set',
  '/m/member/home',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/inviteFriends',
  '/m/live-games',
  '/m/poker-games',
  '/m/sport-games',
  '/m/slot-games',
  '/m/slot-inhouse',
  '/m/fishing-games',
  '/m/gameList',
  '/m/gameCenter',
  '/m/slotsCenter',
  '/m/lottery',
  '/m/activity',
  '/m/activityDetail',
  '/m/applyReward',
  '/m/notice',
  '/m/noticeDetail',
  '/m/message',
  '/m/webEmail',
  '/m/help',
  '/m/agent',
  '/m/trail',
];
/** The game list screens of G §2. */
const GAME_LIST_PATHS = SPEC_PATHS.slice(SPEC_PATHS.indexOf('/m/live-games'), SPEC_PATHS.indexOf('/m/lottery'));

describe('routes', () => {
  it('every spec path is a page, an alias, or answered by the /m page', () => {
    for (const path of SPEC_PATHS) {
      const served = PAGE_PATHS.includes(path) || path in HTML_ALIASES || path === '/m/' || path === '/m/index.html';
      expect(served, path).toBe(true);
      expect(() => routeFor(path)).not.toThrow();
    }
    const rows = Object.values(ROUTES);
    expect(new Set(rows.map((route) => route.path)).size).toBe(rows.length);
  });

  it('every route names a page component that exists', () => {
    for (const [name, route] of Object.entries(ROUTES)) {
      expect(existsSync(join(import.meta.dirname, '..', 'features', `${route.page}.astro`)), `${name}: ${route.page}`).toBe(true);
    }
  });

  it('paths name every route', () => {
    expect(paths.login).toBe('/m/login');
    expect(paths.memberHome).toBe('/m/member/home');
    expect(Object.keys(paths)).toEqual(Object.keys(ROUTES));
  });

  it('home paths: home header, footer, bottom bar, no back arrow', () => {
    for (const path of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home']) {
      expect(chromeFor(path), path).toEqual({
        isHome: true,
        topBar: true,
        bottomBar: true,
        footer: true,
        floatingMenu: true,
        authModals: true,
        back: 'hidden',
        filterPanel: false,
      });
    }
  });

  it('top bar hidden exactly on login, register, message, lottery, forget, changePsw, agent, gameList, gameCenter', () => {
    const hidden = SPEC_PATHS.filter((path) => !chromeFor(path).topBar);
    expect(hidden).toEqual([
      '/m/login',
      '/m/register',
      '/m/register.html',
      '/m/forget',
      '/m/changePsw',
      '/m/gameList',
      '/m/gameCenter',
      '/m/lottery',
      '/m/message',
      '/m/agent',
    ]);
  });

  it('bottom bar hidden exactly on login, register, noticeDetail, changePsw, forget, gameList', () => {
    const hidden = SPEC_PATHS.filter((path) => !chromeFor(path).bottomBar);
    expect(hidden).toEqual(['/m/login', '/m/register', '/m/register.html', '/m/forget', '/m/changePsw', '/m/gameList', '/m/noticeDetail']);
  });

  it('back arrow: hidden on changePsw, home on login/register/trail/activity/forget, replacing with home on game lists, history elsewhere', () => {
    expect(chromeFor('/m/changePsw').back).toBe('hidden');
    for (const path of ['/m/login', '/m/register', '/m/register.html', '/m/trail', '/m/activity', '/m/forget']) expect(chromeFor(path).back, path).toBe('home');
    for (const path of ['/m/notice', '/m/activityDetail', '/m/help', '/m/lottery']) expect(chromeFor(path).back, path).toBe('history');
    expect(SPEC_PATHS.filter((path) => chromeFor(path).back === 'replaceHome')).toEqual(GAME_LIST_PATHS);
    expect(SPEC_PATHS.filter((path) => chromeFor(path).filterPanel)).toEqual(GAME_LIST_PATHS);
  });

  it('no floating menu over the form screens', () => {
    const forms = ['/m/login', '/m/register', '/m/register.html', '/m/forget', '/m/changePsw', '/m/applyReward'];
    expect(SPEC_PATHS.filter((path) => !chromeFor(path).floatingMenu)).toEqual(forms);
    // A modal of the form the page already is (or leads to: the reward form sends a guest to login) would be a second copy of it.
    expect(SPEC_PATHS.filter((path) => !chromeFor(path).authModals)).toEqual(forms);
  });

  it('footer only on home paths', () => {
    expect(SPEC_PATHS.filter((path) => chromeFor(path).footer)).toEqual(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home']);
  });

  it('language prefixes only for non-default languages', () => {
    expect(localePath('/m/home', 'MY', 'MY')).toBe('/m/home');
    expect(localePath('/m/home', 'EN', 'MY')).toBe('/en/m/home');
    expect(localePath('/', 'EN', 'MY')).toBe('/en/');
    expect(localePath('/m/login', 'MY', 'EN')).toBe('/my/m/login');
  });

  it('categories open the lottery or the game list', () => {
    expect(categoryPath('LOTT')).toBe('/m/lottery');
    expect(categoryPath('LIVE')).toBe('/m/gameList?gameType=LIVE');
  });
});

describe('links with their query', () => {
  it('writes the query each route reads, behind the language prefix, leaving out what is undefined', () => {
    expect(withQuery(routePath('activityDetail'), { id: 12 })).toBe('/m/activityDetail?id=12');
    expect(withQuery(routePath('help', '/en'), { i: 0 })).toBe('/en/m/help?i=0');
    expect(withQuery(routePath('gameList'), { gameType: 'RNG', vassalage: undefined })).toBe('/m/gameList?gameType=RNG');
    expect(withQuery(routePath('gameList'), { gameType: 'R&D', vassalage: 'PG SOFT' })).toBe('/m/gameList?gameType=R%26D&vassalage=PG+SOFT');
  });
});

describe('coming soon (issue 23 "No dead ends")', () => {
  it('every route still to build is on the one list, has its placeholder page, and is recognised by path', () => {
    for (const name of COMING_SOON_ROUTES) {
      expect(ROUTES[name].page, name).toBe('games/coming-soon/ComingSoonPage');
      expect(isComingSoonPath(paths[name]), name).toBe(true);
    }
    expect(isComingSoonPath(paths.home)).toBe(false);
    expect(isComingSoonPath(paths.webEmail)).toBe(false);
  });
});

describe('pageKind (the JavaScript budget of npm run bench)', () => {
  it('tells home, the React islands and the plain pages from the route table', () => {
    for (const path of ['/', '/m', '/m/index', paths.home]) expect(pageKind(path), path).toBe('home');
    for (const path of [paths.login, '/m/register.html', paths.slotGames, paths.gameList, paths.lottery, paths.securityCenter, paths.changePsw])
      expect(pageKind(path), path).toBe('react');
    for (const path of [paths.voucherCenter, paths.memberHome, paths.agent, paths.team, paths.notice, '/offline']) expect(pageKind(path), path).toBe('plain');
  });
});
