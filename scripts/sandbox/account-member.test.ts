// Member data, wallets, support links and the agent home's data (A §3, §6, §7; G §2 "Agent home"),
// over HTTP with the site's own client.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeServicePath } from '../../src/lib/service-path.ts';
import { dayOf, refusal, startRig, type AccountRig } from './testing/index.ts';
import { DEMO_PASSWORD } from './data/accounts.ts';

let rig: AccountRig;
beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => rig.close());
beforeEach(() => rig.reset());

const tokenOf = async (username: string) => (await rig.call('login', { type: 'username', username, password: DEMO_PASSWORD })).token;

describe('member data', () => {
  it('memberInfo carries the VIP label when the member has one', async () => {
    expect(await rig.call('memberInfo', {}, { token: await tokenOf('demo_member') })).toEqual({
      id: 1,
      account: 'demo_member',
      nickname: 'Demo Member',
      type: 0,
      clubLabel: { labelName: 'VIP 3', level: 3 },
    });
    expect(await rig.call('memberInfo', {}, { token: await tokenOf('demo_empty') })).toMatchObject({ account: 'demo_empty', clubLabel: null });
  });

  it("inboxUnread counts the member's unread messages", async () => {
    expect(await rig.call('inboxUnread', {}, { token: await tokenOf('demo_member') })).toBe(3);
    expect(await rig.call('inboxUnread', {}, { token: await tokenOf('demo_trial') })).toBe(0);
    rig.sandbox.db.prepare('UPDATE inbox_messages SET read = 1 WHERE member_id = 1').run();
    expect(await rig.call('inboxUnread', {}, { token: await tokenOf('demo_member') })).toBe(0);
  });
});

describe('country list, support and downloads', () => {
  it('systemCountry lists Myanmar first, and the region with dialling codes', async () => {
    const countries = await rig.call('systemCountry', {});
    expect(countries[0]).toEqual({ code: 'MM', name: 'Myanmar', dialingCode: '95' });
    const codes = Object.fromEntries(countries.map((country) => [country.code, country.dialingCode]));
    expect(codes).toMatchObject({ TH: '66', VN: '84', KH: '855', LA: '856', MY: '60', SG: '65', PH: '63', ID: '62', IN: '91', CN: '86', US: '1', GB: '44' });
  });

  it("customerService hands out the brand's links encrypted, each readable with its last 8 characters", async () => {
    const links = await rig.call('customerService', {});
    const brandLinks = rig.sandbox.brand!.customerService;
    expect(links.map((link) => link.csType)).toEqual(brandLinks.map((link) => link.type));
    expect(links.map((link) => link.csPosition)).toEqual(brandLinks.map((_, index) => index + 1));
    expect(links.map((link) => decodeServicePath(link.url))).toEqual(brandLinks.map((link) => link.url));
    expect(links[0]!.url).not.toContain('https://');
  });

  it("liveChat sends members to the brand's live chat with their language", async () => {
    const { chatUrl } = await rig.call(
      'liveChat',
      { language: 'MY', backUrl: 'https://lotus.example/m/home', b2c: 1 },
      { token: await tokenOf('demo_member') },
    );
    const url = new URL(chatUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://chat.lotus-palace.example/');
    expect(url.searchParams.get('language')).toBe('MY');
    expect(url.searchParams.get('backUrl')).toBe('https://lotus.example/m/home');
  });

  it("downloadLinks lists the brand's app links and live chat", async () => {
    expect(await rig.call('downloadLinks', {})).toEqual([
      { resourceType: 'IOS', url: 'https://apps.lotus-palace.example/ios' },
      { resourceType: 'Android', url: 'https://apps.lotus-palace.example/lotus.apk' },
      { resourceType: 'LIVECHAT', url: 'https://chat.lotus-palace.example/' },
    ]);
  });
});

describe('agent home', () => {
  const today = () => dayOf(Date.now()); // the seeded team's activity is dated from the real clock
  const kpi = async (username: string, startDate = today(), endDate = startDate) =>
    (await rig.call('teamKpi', { startDate, endDate, size: 0 }, { token: await tokenOf(username) })).footer;

  it('teamKpi is for agents only (types 1, 2, 41, 42)', async () => {
    for (const username of ['demo_member', 'demo_player40', 'demo_trial']) {
      expect(await refusal(kpi(username)), username).toMatchObject({ code: 'login.nonAgent' });
    }
    for (const username of ['demo_agent', 'demo_subagent', 'demo_agent41', 'demo_agent42']) {
      expect(await kpi(username), username).toMatchObject({ teamOnlineCount: expect.any(Number) });
    }
  });

  it("counts today's team: the whole downline, sub-agents' members included", async () => {
    // demo_agent's big seeded team (data/agent-team.ts, deterministic, every event on the same day
    // whatever the hour): 77 of its members logged in today, 66 bet, none registered; plus the
    // hand-made team of data/accounts.ts (5 logged in, 3 bet, 2 registered today).
    expect(await kpi('demo_agent')).toEqual({ teamLoginMemberCount: 82, teamBetMemberCount: 69, teamRegisterMemberCount: 2, teamOnlineCount: 0 });
    expect(await kpi('demo_subagent')).toEqual({ teamLoginMemberCount: 2, teamBetMemberCount: 2, teamRegisterMemberCount: 1, teamOnlineCount: 0 });
    expect(await kpi('demo_agent41')).toEqual({ teamLoginMemberCount: 1, teamBetMemberCount: 0, teamRegisterMemberCount: 0, teamOnlineCount: 0 });
    expect(await kpi('demo_agent42')).toEqual({ teamLoginMemberCount: 0, teamBetMemberCount: 0, teamRegisterMemberCount: 0, teamOnlineCount: 0 });
  });

  it('a wider date range counts more of the team; online means a live session now', async () => {
    const weekAgo = dayOf(Date.now() - 7 * 24 * 60 * 60 * 1000);
    expect(await kpi('demo_agent', weekAgo, today())).toMatchObject({ teamRegisterMemberCount: 17, teamBetMemberCount: 202 });
    await tokenOf('team_eve'); // logs in: a session the sandbox's clock still considers live
    expect((await kpi('demo_agent')).teamOnlineCount).toBe(1);
    expect(await refusal(kpi('demo_agent', today(), weekAgo))).toMatchObject({ code: 'request.invalid' });
  });

  it('contractRequests names the pending requests of the agent, and none for others', async () => {
    expect(await rig.call('contractRequests', {}, { token: await tokenOf('demo_agent') })).toEqual({
      dailysalreqtype: 'DS-1001',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
      dividendEnabled: true,
    });
    expect(await rig.call('contractRequests', {}, { token: await tokenOf('demo_subagent') })).toMatchObject({
      dailysalreqtype: '',
      divtypecompperiodreq: 'DV-2001',
    });
    expect(await rig.call('contractRequests', {}, { token: await tokenOf('demo_member') })).toEqual({
      dailysalreqtype: '',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
      dividendEnabled: false,
    });
  });
});

describe('without a brand', () => {
  let plain: AccountRig;
  beforeAll(async () => {
    plain = await startRig({ brandId: null });
  });
  afterAll(() => plain.close());

  it("live chat is the sandbox's own page, which links back only within the site", async () => {
    const { token } = await plain.call('login', { type: 'username', username: 'demo_member', password: DEMO_PASSWORD });
    const { chatUrl } = await plain.call('liveChat', { language: 'EN', backUrl: 'https://evil.example/' }, { token });
    expect(chatUrl).toMatch(/^\/__sandbox\/chat\?language=EN&/);
    const page = await (await fetch(`${plain.url}${chatUrl}`)).text();
    expect(page).toContain('Live chat');
    expect(page).toContain('href="/m/home"');
    expect(page).not.toContain('evil.example');

    const sameSite = await plain.call('liveChat', { language: 'EN', backUrl: `${plain.url}/m/notice?id=3` }, { token });
    expect(await (await fetch(`${plain.url}${sameSite.chatUrl}`)).text()).toContain('href="/m/notice?id=3"');

    // A same-origin address whose path starts with slashes or backslashes would be protocol-relative
    // (//evil.example): the way back stays a path of this site.
    for (const path of ['//evil.example/', '/\\evil.example/', '///evil.example/x']) {
      const { chatUrl: crafted } = await plain.call('liveChat', { language: 'EN', backUrl: `${plain.url}${path}` }, { token });
      const back = /href="([^"]*)"/.exec(await (await fetch(`${plain.url}${crafted}`)).text())?.[1];
      expect(back, path).toMatch(/^\/[^/\\]/);
    }
  });

  it('support links fall back to a default list; downloads are empty', async () => {
    const links = await plain.call('customerService', {});
    expect(links.map((link) => link.csType)).toEqual(['TELEGRAM', 'WHATSAPP']);
    expect(links.every((link) => decodeServicePath(link.url)?.startsWith('https://'))).toBe(true);
    expect(await plain.call('downloadLinks', {})).toEqual([]);
  });
});
