import { describe, expect, it } from 'vitest';
import * as gates from './gates.ts';
import { gateFor, isGatedPath, shareEntryVisible, withoutLanguagePrefix } from './gates.ts';
import { referralEnabled } from './referral.ts';

const TYPES = [0, 1, 2, 4, 40, 41, 42, 7];

describe('member-type gates (A §6, G §6)', () => {
  it('guests are sent to login from every gated route', () => {
    for (const path of ['/m/member/home', '/m/voucherCenter', '/m/withdraw', '/m/inviteFriends', '/m/securityCenter'] as const) {
      expect(gateFor(path, undefined, true), path).toBe('login');
    }
  });

  it('member centre: trial (4) and unnamed types get the free_reject prompt, everyone else enters', () => {
    expect(TYPES.map((type) => gateFor('/m/member/home', type))).toEqual(['go', 'go', 'go', 'trialPrompt', 'go', 'go', 'go', 'trialPrompt']);
  });

  it('security centre (issue 23): as the member centre', () => {
    expect(TYPES.map((type) => gateFor('/m/securityCenter', type))).toEqual(['go', 'go', 'go', 'trialPrompt', 'go', 'go', 'go', 'trialPrompt']);
  });

  it('deposit and withdrawal: only real accounts (0, 1, 2)', () => {
    for (const path of ['/m/voucherCenter', '/m/withdraw'] as const) {
      expect(TYPES.map((type) => gateFor(path, type))).toEqual(['go', 'go', 'go', 'notReal', 'notReal', 'notReal', 'notReal', 'notReal']);
    }
  });

  it('agent screens: guests and non-agents (0, 4, 40) go home; agents and other types enter (G §2)', () => {
    for (const path of ['/m/agent', '/m/member/team', '/m/agentRegister', '/m/member/agent/getHourContract'] as const) {
      expect(gateFor(path, undefined)).toBe('home');
      expect(TYPES.map((type) => gateFor(path, type))).toEqual(TYPES.map((type) => ([0, 4, 40].includes(type) ? 'home' : 'go')));
    }
  });

  it('invite: agents get the agent modal, trial accounts the prompt; others need the referral promotion (coming soon without it)', () => {
    expect(TYPES.map((type) => gateFor('/m/inviteFriends', type, true))).toEqual([
      'go',
      'agentModal',
      'agentModal',
      'trialPrompt',
      'go',
      'agentModal',
      'agentModal',
      'trialPrompt',
    ]);
    expect(gateFor('/m/inviteFriends', 0, false)).toBe('comingSoon');
    expect(gateFor('/m/inviteFriends', 1, false)).toBe('agentModal');
    expect(gateFor('/m/inviteFriends', 0, undefined), 'unknown flag: the page decides').toBe('go');
  });

  it('share entry: guests always; members when not an agent and the referral promotion is on', () => {
    expect(shareEntryVisible(undefined, false)).toBe(true);
    expect(shareEntryVisible(0, true)).toBe(true);
    expect(shareEntryVisible(0, false)).toBe(false);
    expect(shareEntryVisible(0, undefined)).toBe(true);
    expect(shareEntryVisible(1, true)).toBe(false);
    expect(shareEntryVisible(42, true)).toBe(false);
  });

  it('knows its paths and strips language prefixes', () => {
    expect(isGatedPath('/m/withdraw')).toBe(true);
    expect(isGatedPath('/m/home')).toBe(false);
    expect(withoutLanguagePrefix('/en/m/withdraw', ['', '/en'])).toBe('/m/withdraw');
    expect(withoutLanguagePrefix('/m/withdraw', ['', '/en'])).toBe('/m/withdraw');
    expect(withoutLanguagePrefix('/english/m/x', ['', '/en'])).toBe('/english/m/x');
    expect(withoutLanguagePrefix('/en', ['', '/en'])).toBe('/');
  });
});

describe('referral promotion rule', () => {
  const now = new Date(2026, 5, 1, 12, 0, 0);
  const promotion = (title: string, extra: Partial<{ type: 'PR' | 'B'; startDate: string; endDate: string | null; noExpiry: 0 | 1 }> = {}) => ({
    type: 'PR' as 'PR' | 'B',
    title,
    startDate: '2026-01-01 00:00:00',
    endDate: '2030-12-31 23:59:59',
    noExpiry: 0 as 0 | 1,
    ...extra,
  });

  it('on when a current promotion names referring or inviting', () => {
    expect(referralEnabled([promotion('Welcome Bonus'), promotion('Refer a Friend')], now)).toBe(true);
    expect(referralEnabled([promotion('Invite friends, earn 5%')], now)).toBe(true);
    expect(referralEnabled([promotion('သူငယ်ချင်းများကို ဖိတ်ခေါ်ပါ')], now)).toBe(true);
    expect(referralEnabled([promotion('Refer a Friend', { endDate: null, noExpiry: 1 })], now)).toBe(true);
  });

  it('off without one, when it has ended or not begun, or for other announcement types', () => {
    expect(referralEnabled([], now)).toBe(false);
    expect(referralEnabled([promotion('Welcome Bonus')], now)).toBe(false);
    expect(referralEnabled([promotion('Refer a Friend', { endDate: '2026-05-31 23:59:59' })], now)).toBe(false);
    expect(referralEnabled([promotion('Refer a Friend', { startDate: '2026-07-01 00:00:00' })], now)).toBe(false);
    expect(referralEnabled([promotion('Refer a Friend', { type: 'B' })], now)).toBe(false);
  });
});

describe('decideGate agrees with the session store', () => {
  it('for every type from -1 to 100', async () => {
    const { isRealAccount, isTrial, isAgent } = await import('../../../lib/session.ts');
    for (let type = -1; type <= 100; type++) {
      expect(gateFor('/m/member/home', type) === 'trialPrompt', `member centre ${type}`).toBe(isTrial(type));
      expect(gateFor('/m/voucherCenter', type) === 'go', `deposit ${type}`).toBe(isRealAccount(type));
      expect(gateFor('/m/inviteFriends', type, true) === 'agentModal', `invite ${type}`).toBe(isAgent(type));
    }
  });
});

describe('gatePrepaint (inline in gated pages)', () => {
  const run = (stored: Record<string, string>, path: string, referral?: string) => {
    const { GATE_RULES, decideGate, gatePrepaint } = gates;
    const section = {
      attributes: { 'data-gate-page': path } as Record<string, string>,
      getAttribute(name: string) {
        return this.attributes[name] ?? null;
      },
      setAttribute(name: string, value: string) {
        this.attributes[name] = value;
      },
    };
    const replaced: string[] = [];
    const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });
    // As the page runs it: both functions from their source text alone, nothing else in scope.
    const source = `(${gatePrepaint.toString()})(${decideGate.toString()}, ${JSON.stringify({ sessionKey: 'MC_SESSION_INFO', referralKey: 'referralPromotion', rules: GATE_RULES, login: '/en/m/login', home: '/en/m/home' })}, doc)`;
    new Function('localStorage', 'sessionStorage', 'location', 'doc', source)(
      storage(stored),
      storage(referral === undefined ? {} : { referralPromotion: referral }),
      { replace: (url: string) => replaced.push(url) },
      { currentScript: { parentElement: section } },
    );
    return { gate: section.attributes['data-gate'], replaced };
  };
  const session = (type: number) => ({ MC_SESSION_INFO: JSON.stringify({ token: 't', type }) });

  it('decides from storage alone and sends guests to login at once', () => {
    expect(run({}, '/m/voucherCenter')).toEqual({ gate: 'login', replaced: ['/en/m/login'] });
    expect(run({ MC_SESSION_INFO: '{broken' }, '/m/member/home')).toEqual({ gate: 'login', replaced: ['/en/m/login'] });
    expect(run(session(0), '/m/voucherCenter')).toEqual({ gate: 'go', replaced: [] });
    expect(run(session(4), '/m/voucherCenter').gate).toBe('notReal');
    expect(run(session(4), '/m/member/home').gate).toBe('trialPrompt');
    expect(run(session(41), '/m/inviteFriends').gate).toBe('agentModal');
    expect(run(session(0), '/m/inviteFriends', '0').gate).toBe('comingSoon');
    expect(run(session(0), '/m/inviteFriends').gate).toBe('go');
  });
});
