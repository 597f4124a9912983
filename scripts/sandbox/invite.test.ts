// Invite and share (issue 23): inviteInfo over HTTP with the site's own client: the code given on
// first ask, the link the registration page reads, the referral promotion's rules and the figures.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SCHEMAS } from '../../src/contract/schemas.ts';
import { inviteCodeFrom } from '../../src/features/account/register/register-form.ts';
import { DEMO_PASSWORD } from './data/accounts.ts';
import { affiliateLink, inviteCodeFor, REFERRAL_PROMOTION_ID } from './handlers/invite.ts';
import { refusal, solvedCaptcha, startRig, type AccountRig } from './testing/index.ts';

let rig: AccountRig;
beforeAll(async () => {
  rig = await startRig();
});
afterAll(() => rig.close());
beforeEach(() => rig.reset());

const tokenOf = async (username: string) => (await rig.call('login', { type: 'username', username, password: DEMO_PASSWORD })).token;
const idOf = (username: string) => (rig.sandbox.db.prepare('SELECT id FROM members WHERE username = ?').get(username) as { id: number }).id;

/** A friend registering with `code`, as the link's registration page sends it. */
async function registerFriend(username: string, code: string) {
  return rig.call('register', {
    method: 'username',
    registerMethod: 'H5',
    registerUrl: 'lotus.example',
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    affiliateCode: code,
    ...(await solvedCaptcha(rig)),
  });
}

describe('invite codes and links', () => {
  it('codes come from the member id, 4-16 letters and digits as registration takes them', () => {
    expect(inviteCodeFor(1)).toBe('INV00001');
    expect(inviteCodeFor(36)).toBe('INV00010');
    expect(inviteCodeFor(60_466_176)).toBe('INV100000'); // 36^5: a sixth place, still within 16
    for (const id of [1, 35, 1_000_000, 2 ** 40]) expect(inviteCodeFor(id)).toMatch(/^[A-Za-z0-9]{4,16}$/);
  });

  it("the link is the site's registration page with the code where the registration page reads it", () => {
    const link = affiliateLink('http://127.0.0.1:4321', 'INV0000A');
    expect(link).toBe('http://127.0.0.1:4321/m/register?affiliateCode=INV0000A');
    expect(inviteCodeFrom(new URL(link).search)).toBe('INV0000A');
    expect(affiliateLink('https://lotus.example/', 'A B&c')).toBe('https://lotus.example/m/register?affiliateCode=A+B%26c');
  });
});

describe('inviteInfo', () => {
  it('gives a member without a code one on first ask, the same one after, and answers in the contract', async () => {
    const token = await tokenOf('demo_member');
    const first = await rig.call('inviteInfo', { language: 'EN' }, { token });
    expect(SCHEMAS.inviteInfo.response.safeParse(first).error).toBeUndefined();
    expect(first.code).toBe(inviteCodeFor(idOf('demo_member')));
    expect(first.link).toBe(affiliateLink(rig.url, first.code));
    expect(await rig.call('inviteInfo', {}, { token })).toMatchObject({ code: first.code, link: first.link });
    expect(await rig.call('affiliateCheck', { code: first.code.toLowerCase(), domain: 'lotus.example' })).toEqual({ code: first.code });
  });

  it("an agent's link carries the agent's own code", async () => {
    const answer = await rig.call('inviteInfo', {}, { token: await tokenOf('demo_agent') });
    expect(answer.code).toBe('AGENT001');
    expect(inviteCodeFrom(new URL(answer.link).search)).toBe('AGENT001');
  });

  it('a code someone already has is not given twice', async () => {
    const wanted = inviteCodeFor(idOf('demo_empty'));
    rig.sandbox.db.prepare('UPDATE members SET invite_code = ? WHERE username = ?').run(wanted.toLowerCase(), 'demo_agent42');
    const answer = await rig.call('inviteInfo', {}, { token: await tokenOf('demo_empty') });
    expect(answer.code).toBe(`${wanted}2`);
  });

  it('the rules are the referral promotion in the asked language (English where it has none)', async () => {
    const token = await tokenOf('demo_member');
    const en = await rig.call('inviteInfo', { language: 'EN' }, { token });
    expect(en.promotion).toMatchObject({ id: REFERRAL_PROMOTION_ID, title: 'Refer a Friend' });
    expect(en.promotion!.content).toContain('5%');
    const my = await rig.call('inviteInfo', { language: 'MY' }, { token });
    expect(my.promotion!.title).toBe('သူငယ်ချင်းကို ဖိတ်ခေါ်ပါ');
    expect((await rig.call('inviteInfo', { language: 'TH' }, { token })).promotion!.title).toBe('Refer a Friend');
  });

  it('no promotion while the referral promotion does not run (ended, or not started)', async () => {
    const token = await tokenOf('demo_member');
    rig.sandbox.db.prepare("UPDATE announcements SET no_expiry = 0, end_date = '2020-01-01 00:00:00' WHERE id = ?").run(REFERRAL_PROMOTION_ID);
    expect((await rig.call('inviteInfo', {}, { token })).promotion).toBeNull();
    rig.sandbox.db.prepare("UPDATE announcements SET no_expiry = 1, start_date = '2099-01-01 00:00:00' WHERE id = ?").run(REFERRAL_PROMOTION_ID);
    expect((await rig.call('inviteInfo', {}, { token })).promotion).toBeNull();
  });

  it('figures: friends registered with the code, those who bet, 5% of each first bet rounded down', async () => {
    const token = await tokenOf('demo_member');
    const { code, figures } = await rig.call('inviteInfo', {}, { token });
    expect(figures).toEqual({ invited: 0, qualified: 0, rewardEarned: '0.00' });

    await registerFriend('friend_one', code);
    await registerFriend('friend_two', code.toLowerCase()); // codes are not case-sensitive
    await registerFriend('friend_three', code);
    const bet = rig.sandbox.db.prepare(
      `INSERT INTO bets (member_id, placed_at, cents, valid_cents, win_loss_cents, settled, node_id, game_name, game_type, vassalage)
       SELECT ?, ?, ?, 0, 0, 0, node_id, game_name, game_type, vassalage FROM games LIMIT 1`,
    );
    bet.run(idOf('friend_one'), 1, 123_456); // 5%: 61.728 → 61.72
    bet.run(idOf('friend_one'), 2, 10_000_000); // not the first bet
    bet.run(idOf('friend_two'), 1, 10); // 5%: 0.005 → 0.00, but qualified all the same
    expect((await rig.call('inviteInfo', {}, { token })).figures).toEqual({ invited: 3, qualified: 2, rewardEarned: '61.72' });
    // Someone else's downline counts for them alone.
    expect((await rig.call('inviteInfo', {}, { token: await tokenOf('demo_empty') })).figures.invited).toBe(0);
  });

  it('asks for a real session: trial accounts are refused, guests logged out', async () => {
    expect(await refusal(rig.call('inviteInfo', {}, { token: await tokenOf('demo_trial') }))).toMatchObject({ code: 'account.trial' });
    expect(await refusal(rig.call('inviteInfo', {}))).toMatchObject({ kind: 'loggedOut' });
    expect(await refusal(rig.call('inviteInfo', { language: 'english' } as never, { token: await tokenOf('demo_member') }))).toMatchObject({
      code: 'request.invalid',
    });
  });
});
