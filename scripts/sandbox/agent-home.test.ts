// The agent home's sandbox parts (issue 25, home): the contract-request hook the journeys give a
// fresh agent its pending contracts with, the team KPI a fresh agent's downline makes, and the
// agent announcements (type A, group m_home) with the footer's unread count.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, HOOK_HEADERS, type Sandbox } from './app.ts';

let dir: string;
let sandbox: Sandbox;
const clock = Date.UTC(2026, 0, 15, 6);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-agent-home-'));
  sandbox = createSandbox({ dbFile: join(dir, 'test.sqlite'), brandId: 'lotus', now: () => clock, hooks: true });
});

afterEach(() => {
  sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

const hook = (path: string, body: unknown) => sandbox.app.request(`/__sandbox/${path}`, { method: 'POST', headers: HOOK_HEADERS, body: JSON.stringify(body) });
const call = async <T>(path: string, token: string) =>
  (await (await sandbox.app.request(path, { headers: { Authorization: `Bearer ${token}` } })).json()) as { success: boolean; value: T };

async function agent(fields: { type?: number; parent?: string } = {}): Promise<{ token: string; userName: string }> {
  const made = await hook('member', { type: 1, ...fields });
  expect(made.status).toBe(200);
  return ((await made.json()) as { value: { token: string; userName: string } }).value;
}

describe('contract-request hook', () => {
  it('gives a fresh agent pending requests, field by field, and the dividend entry', async () => {
    const { token, userName } = await agent();
    expect((await call('/wps/agent/contracts', token)).value).toEqual({
      dailysalreqtype: '',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
      dividendEnabled: false,
    });
    const set = await hook('contract-request', { username: userName, daily: 'DS-9', hourly: 'HS-9', dividendEnabled: true });
    expect(set.status).toBe(200);
    expect((await call('/wps/agent/contracts', token)).value).toEqual({
      dailysalreqtype: 'DS-9',
      divtypecompperiodreq: '',
      contracthoursalreq: 'HS-9',
      dividendEnabled: true,
    });
    // Fields left out stay as they were; '' clears one.
    await hook('contract-request', { username: userName, dividend: 'DV-9', daily: '' });
    expect((await call('/wps/agent/contracts', token)).value).toEqual({
      dailysalreqtype: '',
      divtypecompperiodreq: 'DV-9',
      contracthoursalreq: 'HS-9',
      dividendEnabled: true,
    });
  });

  it('refuses an unknown member and a malformed body', async () => {
    expect((await hook('contract-request', { username: 'nobody_here' })).status).toBe(404);
    expect((await hook('contract-request', { username: 'demo_agent', daily: 5 })).status).toBe(400);
    expect((await hook('contract-request', { username: 'demo_agent', extra: true })).status).toBe(400);
  });
});

describe('team KPI of a fresh agent', () => {
  it('counts the downline registered and online today, two levels down; nothing for yesterday', async () => {
    const top = await agent();
    const sub = await agent({ type: 2, parent: top.userName });
    await agent({ type: 0, parent: sub.userName });
    const today = new Date(clock).toISOString().slice(0, 10);
    const kpi = await call<{ footer: Record<string, number> }>(`/wps/agent/team/kpi?startDate=${today}&endDate=${today}&size=0`, top.token);
    expect(kpi.value.footer).toMatchObject({ teamRegisterMemberCount: 2, teamOnlineCount: 2 });
    const yesterday = new Date(clock - 86_400_000).toISOString().slice(0, 10);
    const before = await call<{ footer: Record<string, number> }>(`/wps/agent/team/kpi?startDate=${yesterday}&endDate=${yesterday}&size=0`, top.token);
    expect(before.value.footer).toMatchObject({ teamRegisterMemberCount: 0, teamBetMemberCount: 0 });
  });
});

describe('agent announcements', () => {
  it('type A in the home group, in both languages, with the footer count of unread ones', async () => {
    const { token } = await agent();
    const ask = (language: string) =>
      call<{ list: { type: string; title: string }[]; footer: { unreadCount: number } }>(
        `/wps/content/announcements?types=A&groupName=m_home&platform=M&merchantCode=SANDBOX&language=${language}`,
        token,
      );
    const english = await ask('EN');
    expect(english.value.list.length).toBeGreaterThanOrEqual(3);
    expect(english.value.list.every((item) => item.type === 'A')).toBe(true);
    expect(english.value.footer.unreadCount).toBe(english.value.list.length);
    const first = english.value.list[0] as unknown as { id: number };
    const marked = await sandbox.app.request('/wps/content/announcements/read', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ announcementId: first.id, read: true }),
    });
    expect(marked.status).toBe(200);
    expect((await ask('EN')).value.footer.unreadCount).toBe(english.value.list.length - 1);
    const burmese = await ask('MY');
    expect(burmese.value.list.map((item) => item.title)).not.toEqual(english.value.list.map((item) => item.title));
  });
});
