import { describe, expect, it } from 'vitest';
import { moneyFormatOf } from '../../../lib/money.ts';
import { afterShareFailure, figureTexts, formatCount, isInviteInfo, isWebAddress, shareData, shareMethod, type InviteInfo } from './invite.ts';

const INFO: InviteInfo = {
  code: 'INV00001',
  link: 'https://lotus.example/m/register?affiliateCode=INV00001',
  promotion: { id: 405, title: 'Refer a Friend', content: '<p>5%</p>' },
  figures: { invited: 3, qualified: 2, rewardEarned: '61.72' },
};
const DATA = { title: 'Join me', text: 'Code INV00001', url: INFO.link };

describe('share or copy', () => {
  const share = async () => {};
  it("shares through the browser's sheet where there is one", () => {
    expect(shareMethod({ share }, DATA)).toBe('share');
    expect(shareMethod({ share, canShare: () => true }, DATA)).toBe('share');
  });
  it('copies where there is none, or it refuses this data (a desktop browser and URLs)', () => {
    expect(shareMethod({}, DATA)).toBe('copy');
    expect(shareMethod({ share: undefined, canShare: () => true }, DATA)).toBe('copy');
    expect(shareMethod({ share, canShare: () => false }, DATA)).toBe('copy');
  });
  it('a closed sheet is no failure; any other refusal copies instead', () => {
    expect(afterShareFailure(new DOMException('Share canceled', 'AbortError'))).toBe('nothing');
    expect(afterShareFailure(new DOMException('Must be handling a user gesture', 'NotAllowedError'))).toBe('copy');
    expect(afterShareFailure(new TypeError('bad data'))).toBe('copy');
    expect(afterShareFailure('weird')).toBe('copy');
  });
  it("the share message names the member's code and carries the link", () => {
    expect(shareData(INFO, { shareTitle: 'Join me at Lotus', shareText: 'Register at Lotus with my invitation code {{code}}:' })).toEqual({
      title: 'Join me at Lotus',
      text: 'Register at Lotus with my invitation code INV00001:',
      url: INFO.link,
    });
  });
});

describe('the answer the page draws', () => {
  it('takes the contract shape, with or without a running promotion', () => {
    expect(isInviteInfo(INFO)).toBe(true);
    expect(isInviteInfo({ ...INFO, promotion: null })).toBe(true);
  });
  it('refuses what it could not draw or should not hand out', () => {
    for (const bad of [
      null,
      {},
      { ...INFO, code: '' },
      { ...INFO, link: 'javascript:alert(1)' },
      { ...INFO, link: 'data:text/html,hi' },
      { ...INFO, link: '/m/register?affiliateCode=X' }, // not an address a friend can open
      { ...INFO, promotion: { id: 1 } },
      { ...INFO, figures: null },
      { ...INFO, figures: { invited: '3', qualified: 2, rewardEarned: '1.00' } },
    ])
      expect(isInviteInfo(bad), JSON.stringify(bad)).toBe(false);
  });
  it('web addresses are http(s) only', () => {
    expect(isWebAddress('http://127.0.0.1:4321/m/register?affiliateCode=A')).toBe(true);
    expect(isWebAddress('ftp://example.com')).toBe(false);
    expect(isWebAddress('not a url')).toBe(false);
  });
});

describe('figures', () => {
  const en = moneyFormatOf('en', 'MMK');
  const my = moneyFormatOf('my', 'MMK');
  const usd = moneyFormatOf('en', 'USD');
  it('counts in Latin digits, grouped', () => {
    expect([0, 7, 999, 1000, 1234567].map((count) => formatCount(count, en))).toEqual(['0', '7', '999', '1,000', '1,234,567']);
  });
  it('the reward through the money formatter: exact, 2 decimals, the language and currency of the page', () => {
    expect(figureTexts(INFO.figures, en)).toEqual({ invited: '3', qualified: '2', reward: 'K\u00a061.72' });
    expect(figureTexts({ invited: 1200, qualified: 0, rewardEarned: '0.00' }, my)).toEqual({ invited: '1,200', qualified: '0', reward: '0.00\u00a0K' });
    expect(figureTexts({ invited: 1, qualified: 1, rewardEarned: '12345678901234567.899' }, usd).reward).toBe('$12,345,678,901,234,567.89');
  });
  it('a malformed reward shows a dash, never NaN', () => {
    expect(figureTexts({ invited: 1, qualified: 1, rewardEarned: 'lots' }, en).reward).toBe('–');
  });
});
