import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rangeRequest, presetRange } from '../../../lib/date-range.ts';
import { moneyFormatOf } from '../../../lib/money.ts';
import { amountTone, profitText } from '../../../lib/money.ts';
import { pnlRowName } from './reports.ts';

const en = moneyFormatOf('en', 'MMK');
const config = {
  categories: { RNG: 'Slots', LIVE: 'Live casino' },
  texts: { level: 'Level {{level}}', rebatesAndBonuses: 'Rebates and bonuses', profit: 'profit', loss: 'loss' },
};

describe('team profit and loss rows', () => {
  it('names a row by member, by category, or as the rebates and bonuses of no category', () => {
    expect(pnlRowName({ username: 'team_ava', category: null }, config)).toBe('team_ava');
    expect(pnlRowName({ username: null, category: 'LIVE' }, config)).toBe('Live casino');
    expect(pnlRowName({ username: null, category: 'FISH' }, config)).toBe('FISH');
    expect(pnlRowName({ username: null, category: null }, config)).toBe('Rebates and bonuses');
  });

  it('writes the team profit with its sign and a word, not in colour alone', () => {
    expect(profitText('344.50', en, config.texts)).toBe('+K\u00a0344.50 profit');
    expect(profitText('-1250.00', en, config.texts)).toBe('−K\u00a01,250.00 loss');
    expect(profitText('0.00', en, config.texts)).toBe('K\u00a00.00');
  });

  it('tones a gain, a loss and nothing', () => {
    expect([amountTone('0.01'), amountTone('-0.01'), amountTone('0.00'), amountTone('-0.00')]).toEqual(['in', 'out', 'none', 'out']);
  });
});

describe('report ranges in the player zone', () => {
  let zone: string | undefined;
  beforeEach(() => {
    zone = process.env.TZ;
    process.env.TZ = 'Asia/Yangon';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });
  const yangon = (wall: string) => Date.parse(`${wall}+06:30`);

  it('this month runs from the first of the player month to today; today and yesterday are whole days', () => {
    expect(presetRange('thisMonth', yangon('2026-03-10T08:00:00'))).toEqual({ first: '2026-03-01', last: '2026-03-10' });
    expect(presetRange('thisMonth', yangon('2026-03-01T00:05:00'))).toEqual({ first: '2026-03-01', last: '2026-03-01' });
    // 23:50 on the last of February in Yangon is already March on the platform clock: still February for the player.
    expect(presetRange('thisMonth', yangon('2026-02-28T23:50:00'))).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(presetRange('yesterday', yangon('2026-03-01T00:05:00'))).toEqual({ first: '2026-02-28', last: '2026-02-28' });
    expect(presetRange('today', yangon('2026-03-10T23:59:00'))).toEqual({ first: '2026-03-10', last: '2026-03-10' });
  });

  it('sends this month as platform times, its end exclusive', () => {
    expect(rangeRequest(presetRange('thisMonth', yangon('2026-03-10T08:00:00')))).toEqual({ from: '2026-03-01 00:30:00', to: '2026-03-11 00:30:00' });
  });
});
