// The member centre's rules (issue 23): entries per flag, type and layout; the name and VIP colour;
// an own photo's rules; what a transfer says.
import { describe, expect, it, vi } from 'vitest';
import { AVATAR_EDGE_PX } from '../../../contract/limits.ts';
import { MEMBER_TYPES } from '../../../contract/vocabulary.ts';
import { WHITELABEL_FLAGS } from '../../../constants.ts';
import { moneyFormatOf } from '../../../lib/money.ts';
import type { PictureIO } from '../../../lib/picture-io.ts';
import { prepareAvatar, AVATAR_QUALITY } from './avatar-picture.ts';
import { entrySeenBy, layoutOf, memberCentreEntries } from './entries.ts';
import { displayName, vipColour, VIP_COLOURS } from './member-home.ts';
import { transferOutcome, walletName, type WalletTexts } from '../../../widgets/cashier/wallets.ts';

const ALL_ON = Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, true]));
const ALL_OFF = Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, false]));
const targets = (entries: { target: string }[]) => entries.map((entry) => entry.target);

describe('member centre entries', () => {
  it('every member screen with its flag on, in order; without the flags only the screens that have none', () => {
    expect(targets(memberCentreEntries(ALL_ON))).toEqual([
      'transactionRecord',
      'gameRecord',
      'securityCenter',
      'webEmail',
      'inviteFriends',
      'set',
      'agent',
      'service',
    ]);
    expect(targets(memberCentreEntries(ALL_OFF))).toEqual(['webEmail', 'inviteFriends', 'set', 'agent', 'service']);
    expect(targets(memberCentreEntries({ ...ALL_OFF, SECPRIV: true }))).toContain('securityCenter');
  });

  it('the agency centre for agents (1, 2, 41, 42) only; everything else for every member', () => {
    const entries = memberCentreEntries(ALL_ON);
    for (const type of [0, 1, 2, 41, 42, 40]) {
      const seen = targets(entries.filter((entry) => entrySeenBy(entry, type)));
      expect(seen.includes('agent'), `type ${type}`).toBe((MEMBER_TYPES.agent as readonly number[]).includes(type));
      expect(seen, `type ${type}`).toEqual(expect.arrayContaining(['webEmail', 'inviteFriends', 'set', 'service']));
    }
  });

  it('mem_cen 1 is the new layout; anything else the classic one', () => {
    expect(layoutOf(1)).toBe('new');
    for (const value of [0, 2, undefined, null, '1']) expect(layoutOf(value)).toBe('classic');
  });
});

describe('name and VIP label', () => {
  it('the nickname, else the account, else the session user name', () => {
    expect(displayName({ nickname: 'Lucky', account: 'demo_member' }, 'demo_member')).toBe('Lucky');
    expect(displayName({ nickname: '  ', account: 'demo_member' }, 'x')).toBe('demo_member');
    expect(displayName(undefined, 'demo_member')).toBe('demo_member');
  });

  it('a colour per level, the top one for every level above', () => {
    expect(vipColour(1)).toBe(VIP_COLOURS[0]);
    expect(vipColour(3)).toBe(VIP_COLOURS[2]);
    expect(vipColour(99)).toBe(VIP_COLOURS.at(-1));
    expect(vipColour(undefined)).toBe(VIP_COLOURS[0]);
    expect(vipColour(0)).toBe(VIP_COLOURS[0]);
  });
});

describe('own photo as avatar', () => {
  const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof = (width: number, height: number) => [
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
  ];
  const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00];
  const photo = (head: number[], name = 'photo') => new File([new Uint8Array([...head, ...new Array(200).fill(0)])], name);

  function fakeIO(decodes = true) {
    const encodes: { width: number; height: number; quality: number }[] = [];
    const close = vi.fn();
    const io: PictureIO = {
      head: async (blob, count) => new Uint8Array(await blob.slice(0, count).arrayBuffer()),
      decode: async () => {
        if (!decodes) throw new Error('corrupt');
        return { width: 4032, height: 3024, close };
      },
      encodeJpeg: async (_picture, width, height, quality) => {
        encodes.push({ width, height, quality });
        return new Blob([new Uint8Array(20_000)], { type: 'image/jpeg' });
      },
    };
    return { io, encodes, close };
  }

  it('a phone photo, whatever its name, is shrunk to AVATAR_EDGE_PX on its longest side', async () => {
    const { io, encodes, close } = fakeIO();
    const prepared = await prepareAvatar(photo([...JPEG, ...sof(4032, 3024)], 'IMG_0001'), io);
    expect(prepared.ok).toBe(true);
    expect(encodes).toEqual([{ width: AVATAR_EDGE_PX, height: 192, quality: AVATAR_QUALITY }]);
    expect(close).toHaveBeenCalled();
  });

  it('refuses by content (a GIF named .jpg), by declared size before decoding, and what cannot be decoded', async () => {
    expect(await prepareAvatar(photo(GIF, 'me.jpg'), fakeIO().io)).toEqual({ ok: false, problem: 'upload.type' });
    const huge = fakeIO();
    expect(await prepareAvatar(photo([...JPEG, ...sof(20_000, 20_000)]), huge.io)).toEqual({ ok: false, problem: 'upload.dimensions' });
    expect(huge.encodes).toEqual([]);
    expect(await prepareAvatar(photo([...JPEG, ...sof(800, 600)]), fakeIO(false).io)).toEqual({ ok: false, problem: 'unreadable' });
  });
});

describe('wallet words', () => {
  const texts: WalletTexts = {
    mainWallet: 'Main wallet',
    transferring: '…',
    transferDone: 'Moved back: {{wallets}}.',
    transferNothing: 'Nothing to move.',
    transferPartial: 'Not moved: {{wallets}}.',
  };
  const money = moneyFormatOf('en', 'USD');

  it('names the main wallet in the page language and vendors as the platform does', () => {
    expect(walletName({ vendor: 'MAIN', name: 'Main' }, { ...texts, mainWallet: 'ပင်မပိုက်ဆံအိတ်' })).toBe('ပင်မပိုက်ဆံအိတ်');
    expect(walletName({ vendor: 'JL', name: 'JL Gaming' }, texts)).toBe('JL Gaming');
  });

  it('says what moved with exact amounts, what stayed, or that there was nothing to move', () => {
    const moved = { vendor: 'A', name: 'In-house games', amount: '304.15' };
    const failed = { vendor: 'B', name: 'Lottery', code: 'wallet.transferFailed' };
    expect(transferOutcome({ moved: [moved], failed: [] }, texts, money)).toBe('Moved back: In-house games $304.15.');
    expect(transferOutcome({ moved: [moved], failed: [failed] }, texts, money)).toBe('Moved back: In-house games $304.15. Not moved: Lottery.');
    expect(transferOutcome({ moved: [], failed: [failed] }, texts, money)).toBe('Not moved: Lottery.');
    expect(transferOutcome({ moved: [], failed: [] }, texts, money)).toBe('Nothing to move.');
    expect(transferOutcome({ moved: [{ ...moved, amount: '12345678901234567.89' }], failed: [] }, texts, money)).toBe(
      'Moved back: In-house games $12,345,678,901,234,567.89.',
    );
  });
});
