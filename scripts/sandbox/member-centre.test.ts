// The member centre's calls (issue 23): avatars (presets and own pictures, A §7 head icon) and the
// wallets (merchant wallets, transfer all back), over HTTP with the site's own client.
import { toMinor } from '../../src/lib/minor-units.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AVATAR_EDGE_PX } from '../../src/contract/limits.ts';
import { DEMO_PASSWORD } from './data/accounts.ts';
import { CDN_PATH } from './images/paths.ts';
import { pngPicture, jpegPicture } from './testing/pictures.ts';
import { refusal, startRig, type AccountRig } from './testing/index.ts';

let lotus: AccountRig;
let harbor: AccountRig;
beforeAll(async () => {
  [lotus, harbor] = await Promise.all([startRig(), startRig({ brandId: 'harbor' })]);
});
afterAll(() => Promise.all([lotus.close(), harbor.close()]));
beforeEach(() => Promise.all([lotus.reset(), harbor.reset()]));

const tokenOf = async (rig: AccountRig, username: string) => (await rig.call('login', { type: 'username', username, password: DEMO_PASSWORD })).token;
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const cents = (amount: string | number) => toMinor(String(amount)) ?? Number.NaN;

describe('avatar', () => {
  it('preset 1 by default, then the preset the member picks; uploads as the merchant allows', async () => {
    const token = await tokenOf(lotus, 'demo_agent');
    expect(await lotus.call('getHeadIcon', {}, { token })).toEqual({ icon: '1', url: null, uploadAllowed: true });
    expect(await lotus.call('setHeadIcon', { icon: '12' }, { token })).toEqual({ icon: '12', url: null, uploadAllowed: true });
    expect(await lotus.call('getHeadIcon', {}, { token })).toMatchObject({ icon: '12' });
    expect(await refusal(lotus.call('setHeadIcon', { icon: '13' }, { token }))).toMatchObject({ code: 'request.invalid' });
    expect(await harbor.call('getHeadIcon', {}, { token: await tokenOf(harbor, 'demo_agent') })).toMatchObject({ uploadAllowed: false });
  });

  it('an own picture is stored, served from the image CDN, and replaced by a preset', async () => {
    const token = await tokenOf(lotus, 'demo_member');
    const picture = pngPicture({ width: AVATAR_EDGE_PX, height: AVATAR_EDGE_PX });
    const set = await lotus.call('setHeadIcon', { image: dataUrl(picture) }, { token });
    expect(set).toMatchObject({ icon: 'custom', url: expect.stringMatching(/^avatars\/1-[0-9a-f]{12}\.jpg$/) });
    const served = await fetch(`${lotus.url}${CDN_PATH}/${set.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(picture);
    expect(await lotus.call('setHeadIcon', { icon: '4' }, { token })).toMatchObject({ icon: '4', url: null });
    expect((await fetch(`${lotus.url}${CDN_PATH}/${set.url}`)).status).toBe(404);
  });

  it('refuses a picture that is not one by content, too large, or where the merchant takes presets only', async () => {
    const token = await tokenOf(lotus, 'demo_member');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect(await refusal(lotus.call('setHeadIcon', { image: dataUrl(gif) }, { token }))).toMatchObject({ code: 'upload.type' });
    const wide = jpegPicture({ width: AVATAR_EDGE_PX + 1, height: 10 });
    expect(await refusal(lotus.call('setHeadIcon', { image: dataUrl(wide, 'image/jpeg') }, { token }))).toMatchObject({ code: 'upload.dimensions' });
    const harborToken = await tokenOf(harbor, 'demo_member');
    expect(await refusal(harbor.call('setHeadIcon', { image: dataUrl(pngPicture()) }, { token: harborToken }))).toMatchObject({ code: 'permission.denied' });
    expect(await lotus.call('getHeadIcon', {}, { token })).toMatchObject({ icon: '5', url: null });
  });
});

describe('wallets', () => {
  it('the main and vendor wallets add up to the balance, to the cent, as decimal strings', async () => {
    lotus.sandbox.db.prepare("UPDATE members SET balance_cents = 100007 WHERE username = 'demo_agent'").run();
    for (const username of ['demo_member', 'demo_agent', 'demo_empty']) {
      const token = await tokenOf(lotus, username);
      const { sumBalance } = await lotus.call('wallet', {}, { token });
      const { wallets } = await lotus.call('merchantWallet', {}, { token });
      expect(wallets[0]?.vendor, username).toBe('MAIN');
      expect(wallets.length, username).toBeGreaterThan(1);
      for (const wallet of wallets) expect(wallet.balance).toMatch(/^\d+\.\d{2}$/);
      expect(
        wallets.reduce((sum, wallet) => sum + cents(wallet.balance), 0),
        username,
      ).toBe(cents(sumBalance));
    }
  });

  it('transfer all back moves every vendor wallet to the main one, once per request id', async () => {
    const token = await tokenOf(lotus, 'demo_member'); // 1,520.75: 304.15 in-house, 152.07 lottery
    const requestId = crypto.randomUUID();
    const answer = await lotus.call('transferAllBack', { requestId }, { token });
    expect(answer).toEqual({
      moved: [
        { vendor: expect.any(String), name: 'BGS Originals', amount: '304.15' },
        { vendor: expect.any(String), name: 'TCG Southeast Asia', amount: '152.07' },
      ],
      failed: [],
    });
    const { wallets } = await lotus.call('merchantWallet', {}, { token });
    expect(wallets.map((wallet) => wallet.balance)).toEqual(['1520.75', '0.00', '0.00']);
    // The same request again (a double tap, a retry after a time-out): the same answer, nothing moves twice.
    expect(await lotus.call('transferAllBack', { requestId }, { token })).toEqual(answer);
    expect(await lotus.call('transferAllBack', { requestId: crypto.randomUUID() }, { token })).toEqual({ moved: [], failed: [] });
    expect((await lotus.call('wallet', {}, { token })).sumBalance).toBe('1520.75');
  });

  it('a vendor that fails half-way keeps its money; the others move', async () => {
    const token = await tokenOf(lotus, 'demo_member');
    const { wallets } = await lotus.call('merchantWallet', {}, { token });
    const lottery = wallets.find((wallet) => wallet.name === 'TCG Southeast Asia')!;
    await lotus.hook('transfer-fault', { vendor: lottery.vendor });
    const answer = await lotus.call('transferAllBack', { requestId: crypto.randomUUID() }, { token });
    expect(answer.moved.map((wallet) => wallet.name)).toEqual(['BGS Originals']);
    expect(answer.failed).toEqual([{ vendor: lottery.vendor, name: 'TCG Southeast Asia', code: 'wallet.transferFailed' }]);
    const after = await lotus.call('merchantWallet', {}, { token });
    expect(after.wallets.map((wallet) => wallet.balance)).toEqual(['1368.68', '0.00', '152.07']);
  });

  it('a trial account cannot move money', async () => {
    const { token } = await lotus.hook<{ token: string }>('session', { username: 'demo_trial' });
    expect(await refusal(lotus.call('transferAllBack', { requestId: crypto.randomUUID() }, { token }))).toMatchObject({ code: 'account.notReal' });
  });
});
