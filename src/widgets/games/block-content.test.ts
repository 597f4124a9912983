import { describe, expect, it } from 'vitest';
import { HOME_BLOCK_LIMIT, HOME_BLOCK_PREVIEW } from '../../constants.ts';
import { blockContent } from './block-content.ts';

const games = (count: number) => Array.from({ length: count }, (_, index) => `game ${index}`);
const shown = (content: ReturnType<typeof blockContent<string>>) => (content.kind === 'games' ? content : null);

describe('a game block', () => {
  it('shows its placeholders while its games load, and its error (with Try again) when its call failed', () => {
    expect(blockContent({ games: null, expanded: false }, {})).toEqual({ kind: 'loading' });
    expect(blockContent({ games: null, error: 'No connection', expanded: false }, {})).toEqual({ kind: 'failed', text: 'No connection' });
    expect(blockContent({ games: games(8), error: 'No connection', expanded: false }, {})).toEqual({ kind: 'failed', text: 'No connection' });
  });

  it(`shows ${HOME_BLOCK_PREVIEW} games, then 'show more' for the rest`, () => {
    expect(shown(blockContent({ games: games(20), expanded: false }, {}))).toEqual({ kind: 'games', games: games(HOME_BLOCK_PREVIEW), canExpand: true });
    expect(shown(blockContent({ games: games(20), expanded: true }, {}))).toEqual({ kind: 'games', games: games(20), canExpand: false });
    expect(shown(blockContent({ games: games(HOME_BLOCK_PREVIEW), expanded: false }, {}))?.canExpand).toBe(false);
  });

  it(`size-limited, never more than ${HOME_BLOCK_LIMIT}, and no 'show more' when the limit is within the preview`, () => {
    expect(shown(blockContent({ games: games(20), expanded: true }, { limited: true }))?.games).toEqual(games(HOME_BLOCK_LIMIT));
    expect(shown(blockContent({ games: games(20), expanded: false }, { limited: true }))?.canExpand).toBe(true);
    expect(shown(blockContent({ games: games(HOME_BLOCK_PREVIEW + 1), expanded: false }, { limited: true }))?.canExpand).toBe(true);
  });

  it("as one row shows every game (up to the limit) and never 'show more'", () => {
    expect(shown(blockContent({ games: games(8), expanded: false }, { row: true }))).toEqual({ kind: 'games', games: games(8), canExpand: false });
  });

  it('without games says its empty text, or is left out when it has none (a search keeps it)', () => {
    expect(blockContent({ games: [], emptyText: 'No games', expanded: false }, {})).toEqual({ kind: 'empty', text: 'No games' });
    expect(blockContent({ games: [], expanded: false }, {})).toEqual({ kind: 'absent' });
    expect(blockContent({ games: [], expanded: false }, { search: true })).toEqual({ kind: 'empty', text: '' });
  });
});
