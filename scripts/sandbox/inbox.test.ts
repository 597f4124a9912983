// The member's inbox (inboxList, inboxRead, inboxUnread; ours, G §3 "Counters"), over HTTP with the site's own client.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INBOX_SEED, DEMO_PASSWORD } from './data/accounts.ts';
import { refusal, startRig, type AccountRig } from './testing/index.ts';

let rig: AccountRig;
beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => rig.close());
beforeEach(() => rig.reset());

const tokenOf = async (username: string) => (await rig.call('login', { type: 'username', username, password: DEMO_PASSWORD })).token;

describe('inbox', () => {
  it("lists the member's messages newest first, with their HTML as sent, in pages", async () => {
    const token = await tokenOf('demo_member'); // the welcome (read) and 3 unread
    const { list, totalPages } = await rig.call('inboxList', { pageNo: 1, pageSize: 20 }, { token });
    expect(totalPages).toBe(1);
    expect(list.map((message) => message.title)).toEqual(INBOX_SEED.map(({ title }) => title).reverse());
    expect(list.map((message) => message.read)).toEqual([false, false, false, true]);
    expect(list[2]!.content).toContain('<script>'); // the platform sends it; the site must not run it
    expect(list[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(list[0]!.createdAt > list[1]!.createdAt).toBe(true);
    // Issue 34 item 14: in the page's language where the message has it; the platform's own otherwise.
    const burmese = await rig.call('inboxList', { pageNo: 1, pageSize: 20, language: 'MY' }, { token });
    expect(burmese.list.map((message) => message.title)).toEqual(INBOX_SEED.map(({ my }) => my.title).reverse());
    expect(burmese.list[2]!.content).toContain('<script>');
    expect((await rig.call('inboxList', { pageNo: 1, pageSize: 20, language: 'TH' }, { token })).list.map((message) => message.title)).toEqual(
      INBOX_SEED.map(({ title }) => title).reverse(),
    );

    const first = await rig.call('inboxList', { pageNo: 1, pageSize: 3 }, { token });
    const second = await rig.call('inboxList', { pageNo: 2, pageSize: 3 }, { token });
    expect([first.totalPages, first.list.length, second.list.length]).toEqual([2, 3, 1]);
    expect([...first.list, ...second.list].map((message) => message.id)).toEqual(list.map((message) => message.id));
    expect((await rig.call('inboxList', { pageNo: 3, pageSize: 3 }, { token })).list).toEqual([]);
  });

  it('reading a message marks it read and lowers inboxUnread; another member cannot touch it', async () => {
    const token = await tokenOf('demo_member');
    const [newest] = (await rig.call('inboxList', { pageNo: 1, pageSize: 20 }, { token })).list;
    expect(await rig.call('inboxUnread', {}, { token })).toBe(3);
    expect(await rig.call('inboxRead', { id: newest!.id }, { token })).toEqual({ id: newest!.id, read: true });
    expect(await rig.call('inboxUnread', {}, { token })).toBe(2);
    expect(await rig.call('inboxRead', { id: newest!.id }, { token })).toEqual({ id: newest!.id, read: true }); // again: harmless
    expect(await rig.call('inboxUnread', {}, { token })).toBe(2);
    expect((await rig.call('inboxList', { pageNo: 1, pageSize: 1 }, { token })).list[0]!.read).toBe(true);

    const other = await tokenOf('demo_empty');
    expect(await refusal(rig.call('inboxRead', { id: newest!.id }, { token: other }))).toMatchObject({ code: 'request.invalid' });
    expect(await rig.call('inboxUnread', {}, { token })).toBe(2);
  });

  it('trial accounts have no inbox (free_reject); page sizes are bounded', async () => {
    const trial = await tokenOf('demo_trial');
    expect(await refusal(rig.call('inboxList', { pageNo: 1, pageSize: 20 }, { token: trial }))).toMatchObject({ code: 'account.trial' });
    const token = await tokenOf('demo_member');
    expect(await refusal(rig.call('inboxList', { pageNo: 1, pageSize: 51 }, { token }))).toMatchObject({ code: 'request.invalid' });
    expect(await refusal(rig.call('inboxList', { pageNo: 0, pageSize: 20 }, { token }))).toMatchObject({ code: 'request.invalid' });
  });
});
