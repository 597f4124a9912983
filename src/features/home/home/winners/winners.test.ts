import { moneyFormatOf } from '../../../../lib/money.ts';
import { describe, expect, it } from 'vitest';
import { BIG_WINS_SHOWN, WINNER_LIMIT } from '../../../../constants.ts';
import { bigWins, formatWinAmount, nextScrollTop, sentenceParts, type Win } from './winners.ts';

const win = (index: number, extra: Partial<Win> = {}): Win => ({
  iconUrl: `games/G-${index}/k-112x112.png`,
  gameName: `Game ${index}`,
  customerName: `pl***${index}`,
  winAmount: 1000 * (30 - index),
  nodeId: String(10_000 + index),
  vassalage: 'JL',
  gameType: 'RNG',
  ...extra,
});

/** The platform's answer: ten big wins, then the jackpots (G §2 "Items 11 onward are jackpot wins"). */
const answer = Array.from({ length: WINNER_LIMIT }, (_, index) => ({ vo: win(index), jackpot: index >= BIG_WINS_SHOWN }));

describe('bigWins', () => {
  it('shows the first ten entries in the answer order and never the jackpot wins after them', () => {
    const shown = bigWins(answer);
    expect(shown).toHaveLength(BIG_WINS_SHOWN);
    expect(shown.map((entry) => entry.gameName)).toEqual(Array.from({ length: BIG_WINS_SHOWN }, (_, index) => `Game ${index}`));
  });

  it('leaves out a jackpot win among the first ten (a platform with fewer big wins)', () => {
    const few = [{ vo: win(0), jackpot: false }, { vo: win(1), jackpot: false }, { vo: win(2), jackpot: true }, ...answer.slice(BIG_WINS_SHOWN)];
    expect(bigWins(few).map((entry) => entry.nodeId)).toEqual(['10000', '10001']);
  });

  it('keeps an entry without the jackpot flag (the spec tells them apart by place)', () => {
    expect(bigWins([{ vo: win(0) }])).toHaveLength(1);
  });

  it('is empty for no winners and for answers it cannot draw, and skips broken entries', () => {
    expect(bigWins([])).toEqual([]);
    expect(bigWins(undefined)).toEqual([]);
    expect(bigWins({ list: [] })).toEqual([]);
    const broken = [
      null,
      {},
      { vo: null },
      { vo: { ...win(0), nodeId: '' } },
      { vo: { ...win(1), winAmount: Number.NaN } },
      { vo: { ...win(2), gameName: 7 } },
    ];
    expect(bigWins([...broken, { vo: win(3), jackpot: false }]).map((entry) => entry.nodeId)).toEqual(['10003']);
  });
});

describe('formatWinAmount', () => {
  it('writes the amount as the balance does: the one money formatter, in the page language, 2 decimals', () => {
    const lotusEn = moneyFormatOf('en', 'MMK');
    expect(formatWinAmount(79_412.35, lotusEn)).toBe('K\u00a079,412.35');
    expect(formatWinAmount(1_250_000, moneyFormatOf('en', 'USD'))).toBe('$1,250,000.00');
    expect(formatWinAmount(500.5, moneyFormatOf('my', 'MMK'))).toBe('500.50\u00a0K');
    expect(formatWinAmount(0.004, lotusEn)).toBe('K\u00a00.00');
  });
});

describe('sentenceParts', () => {
  const values = { name: 'mi***8', amount: 'K\u00a01,000.00' };

  it('cuts an English sentence into our words and the values', () => {
    expect(sentenceParts('{{name}} just won {{amount}}', values)).toEqual([
      { name: 'name', value: 'mi***8' },
      { text: ' just won ' },
      { name: 'amount', value: 'K\u00a01,000.00' },
    ]);
  });

  it("follows another language's word order, with words before, between and after", () => {
    expect(sentenceParts('ယခု {{name}} သည် {{amount}} နိုင်ခဲ့သည်', values)).toEqual([
      { text: 'ယခု ' },
      { name: 'name', value: 'mi***8' },
      { text: ' သည် ' },
      { name: 'amount', value: 'K\u00a01,000.00' },
      { text: ' နိုင်ခဲ့သည်' },
    ]);
  });

  it('leaves a placeholder without a value as written, and a sentence without any whole', () => {
    expect(sentenceParts('{{name}} won {{prize}}', values)).toEqual([{ name: 'name', value: 'mi***8' }, { text: ' won ' }, { text: '{{prize}}' }]);
    expect(sentenceParts('Big wins', values)).toEqual([{ text: 'Big wins' }]);
  });
});

describe('nextScrollTop', () => {
  const tops = [0, 64, 128, 200, 264];
  const max = 100; // a view of the first rows, 100 px more to see

  it('moves on to the next row, whatever the rows measure', () => {
    expect(nextScrollTop(tops, 0, 300)).toBe(64);
    expect(nextScrollTop(tops, 64, 300)).toBe(128);
    expect(nextScrollTop(tops, 130, 300)).toBe(200);
  });

  it('stops at the end, then goes back to the top', () => {
    expect(nextScrollTop(tops, 64, max)).toBe(max);
    expect(nextScrollTop(tops, max, max)).toBe(0);
    expect(nextScrollTop(tops, max - 0.5, max)).toBe(0); // fractional scroll positions at the end
  });

  it('never moves a list that fits', () => {
    expect(nextScrollTop(tops, 0, 0)).toBe(0);
    expect(nextScrollTop([], 0, 0)).toBe(0);
  });
});
