// Hot games against the real sandbox over HTTP.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxForSuite } from '../../../scripts/sandbox/testing/index.ts';
import { routeFetchTo } from '../../../tests/support/browser-fakes.ts';
import { hotGamesOfType, hotGamesStore } from './hot.ts';

const platform = sandboxForSuite();
afterEach(() => vi.unstubAllGlobals());

describe('hot games (G §4 "Hot mode makes no request")', () => {
  it('the islands of a page share one request; each type is filtered from it without asking again', async () => {
    const sent = routeFetchTo(platform.url);
    const homeRow = hotGamesStore('EN');
    const hotTab = hotGamesStore('EN');
    expect(hotTab).toBe(homeRow);
    const unbind = [homeRow.listen(() => {}), hotTab.listen(() => {})];
    await vi.waitFor(() => expect(homeRow.get().data?.list.length).toBeGreaterThan(0));
    const list = homeRow.get().data!.list;

    const rng = hotGamesOfType(list, 'RNG');
    const fish = hotGamesOfType(list, 'FISH');
    expect(rng.length).toBeGreaterThan(0);
    expect(rng.every((game) => game.gameType === 'RNG' && game.isHot === 1)).toBe(true);
    expect(fish.every((game) => game.gameType === 'FISH')).toBe(true);
    expect(sent.count('hotGames')).toBe(1);
    expect(sent.sent[0]!.url.searchParams.get('language')).toBe('EN');
    unbind.forEach((stop) => stop());
  });
});
