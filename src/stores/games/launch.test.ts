import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxForSuite } from '../../../scripts/sandbox/testing/index.ts';
import { fakePlatform, routeFetchTo } from '../../../tests/support/browser-fakes.ts';
import { platformCall } from '../../lib/platform.ts';
import { $session, signOut } from '../../lib/session.ts';
import { isVendorEntry, launchGame, launchTarget, type LaunchableGame, type LaunchContext } from './launch.ts';
import * as gamesCalls from '../../contract/calls/games.ts';

const game = (vassalage: string, gameType: LaunchableGame['gameType'], gameId = `${vassalage}-${gameType}-001`): LaunchableGame => ({
  nodeId: '10001',
  gameId,
  vassalage,
  gameType,
});
const member: LaunchContext = { loggedIn: true, prizeMode: 'ELOTT', lottoMode: 'tradition' };

describe('launchTarget (G §4 "Game launch")', () => {
  it('a guest goes to login, whatever the game', () => {
    expect(launchTarget(game('JL', 'RNG'), { ...member, loggedIn: false })).toEqual({ kind: 'login' });
    expect(launchTarget(game('TCG_LOTTO_VN', 'LOTT'), { ...member, loggedIn: false })).toEqual({ kind: 'login' });
  });

  it('lottery and e-lottery games, and every TCG_LOTTO_VN game, open the lottery', () => {
    expect(launchTarget(game('TCG_LOTTO_VN', 'ELOTT'), member)).toEqual({ kind: 'lottery' });
    expect(launchTarget(game('TCG_LOTTO_VN', 'RNG'), member)).toEqual({ kind: 'lottery' });
    expect(launchTarget(game('OTHER', 'LOTT'), member)).toEqual({ kind: 'lottery' });
    expect(launchTarget(game('OTHER', 'ELOTT'), member)).toEqual({ kind: 'lottery' });
  });

  it('a TCG_SEA game opens the lottery in prize mode SEA; outside it only as a lottery game', () => {
    expect(launchTarget(game('TCG_SEA', 'RNG'), { ...member, prizeMode: 'SEA' })).toEqual({ kind: 'lottery' });
    expect(launchTarget(game('TCG_SEA', 'RNG'), member)).toEqual({ kind: 'launch', playType: 'trad' });
    expect(launchTarget(game('TCG_SEA', 'LOTT'), member)).toEqual({ kind: 'lottery' });
  });

  it('a vendor entry (gameId <vendor>-H5) opens that vendor’s game list instead of launching', () => {
    const entry = game('JL', 'RNG', 'JL-H5');
    expect(isVendorEntry(entry)).toBe(true);
    expect(launchTarget(entry, member)).toEqual({ kind: 'vendorList', vassalage: 'JL', gameType: 'RNG' });
    expect(isVendorEntry(game('JL', 'RNG', 'PG-H5'))).toBe(false); // another vendor's code
    expect(isVendorEntry({ nodeId: '1', vassalage: 'JL', gameType: 'RNG' })).toBe(false); // a winner entry has no gameId
  });

  it('anything else launches: play type ent in entertainment lotto mode, else trad', () => {
    expect(launchTarget(game('JL', 'RNG'), { ...member, lottoMode: 'entertainment' })).toEqual({ kind: 'launch', playType: 'ent' });
    expect(launchTarget(game('AUR', 'LIVE'), member)).toEqual({ kind: 'launch', playType: 'trad' });
  });
});

describe('launchGame against the sandbox', () => {
  const platform = sandboxForSuite();
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('launches, puts the game at the top of the recent games and returns an absolute http address', async () => {
    vi.stubGlobal('location', new URL('https://casino.example/m/home'));
    const sent = routeFetchTo(platform.url);
    $session.set(await platform.sessionOf('demo_empty'));
    const result = await launchGame({ nodeId: '10005' }, { language: 'EN', playType: 'ent' });

    expect(result).toEqual({ ok: true, url: 'https://casino.example/__sandbox/play/10005?lang=EN&playType=ent' });
    expect(sent.sent.map((request) => request.id)).toEqual(['launchGame', 'recentAdd']);
    expect(sent.sent[1]!.url.searchParams.get('nodeId')).toBe('10005');
    const recent = await platformCall(gamesCalls.recentList, { page: 1, pageSize: 35, language: 'EN', clientType: 2 });
    expect(recent.list.map((entry) => entry.nodeId)).toEqual(['10005']);
  });

  it('a refused launch is reported and records nothing', async () => {
    const sent = routeFetchTo(platform.url);
    $session.set(await platform.sessionOf('demo_empty'));
    const result = await launchGame({ nodeId: '99999999' }, { language: 'EN', playType: 'trad' });
    expect(result).toMatchObject({ ok: false, reason: 'failed', error: { kind: 'platform', code: 'game.notFound' } });
    expect(sent.count('recentAdd')).toBe(0);
  });

  it('a guest sends nothing', async () => {
    const sent = routeFetchTo(platform.url);
    expect(await launchGame({ nodeId: '10005' }, { language: 'EN', playType: 'trad' })).toEqual({ ok: false, reason: 'login' });
    expect(sent.sent).toEqual([]);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'http://user:pass@evil.example/',
    'https://casino.example:443@evil.example/',
    '//evil.example/play',
    '/\\evil.example/play',
    'https://evil.example/play', // another site, not on the brand's allow-list
  ])('the link policy refuses %j: not opened, and not recorded', async (url) => {
    vi.stubGlobal('location', new URL('https://casino.example/m/home'));
    const fake = fakePlatform({ launchGame: { url }, recentAdd: { nodeId: '10005' } });
    $session.set({ token: 'member-token-1', merchantCode: 'LOTUS01', userName: 'demo', type: 0, firstTimeLogin: false });
    expect(await launchGame({ nodeId: '10005' }, { language: 'EN', playType: 'trad' })).toEqual({ ok: false, reason: 'unsafeUrl' });
    expect(fake.count('recentAdd')).toBe(0);
  });

  it("opens a game on a site of the brand's allow-list", async () => {
    vi.stubGlobal('location', new URL('https://casino.example/m/home'));
    fakePlatform({ launchGame: { url: 'https://example.org/play/10005' }, recentAdd: { nodeId: '10005' } });
    $session.set({ token: 'member-token-1', merchantCode: 'LOTUS01', userName: 'demo', type: 0, firstTimeLogin: false });
    expect(await launchGame({ nodeId: '10005' }, { language: 'EN', playType: 'trad' })).toEqual({ ok: true, url: 'https://example.org/play/10005' });
  });
});
