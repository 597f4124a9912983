import { describe, expect, it } from 'vitest';
import { chooseTab, FOOTER_TAB_OFFSET, hasMoreGames, hasSearchBox, homeTabs, panelOf, tabAfterKey, tabOfFooterEntry, withMode } from './home-tabs.ts';
import { switcherCategories } from '../../../stores/games/vendors.ts';
import { sortCategories } from '../../../stores/games/vendor-sorting.ts';

const vendor = (vassalage: string) => ({ vassalage, displayName: vassalage });

describe('the home menu', () => {
  it('is HOME, HOT, then the categories of the vendor sorting in the server order (BGS and e-sports split off, ELOTT left out)', () => {
    const sorting = [
      { gameCategory: 'LIVE', vendorNames: [vendor('EVO')] },
      { gameCategory: 'RNG', vendorNames: [vendor('JL'), vendor('BGS')] },
      { gameCategory: 'SPORTS', vendorNames: [vendor('SBO'), vendor('TF')] },
      { gameCategory: 'ELOTT', vendorNames: [vendor('TCG_LOTTO_VN')] },
      { gameCategory: 'FISH', vendorNames: [vendor('JDB')] },
    ];
    expect(homeTabs(switcherCategories(sortCategories(sorting)))).toEqual(['HOME', 'HOT', 'LIVE', 'RNG', 'INHOUSE', 'SPORTS', 'ESPORTS', 'FISH']);
  });

  it('never repeats HOT when the categories carry it', () => {
    expect(homeTabs(['HOT', 'RNG'])).toEqual(['HOME', 'HOT', 'RNG']);
  });

  it('shows home blocks, hot games, a game list with a filter, or vendors', () => {
    expect(panelOf('HOME')).toBe('home');
    expect(panelOf('HOT')).toBe('hot');
    for (const tab of ['PVP', 'LIVE', 'FISH', 'RNG', 'INHOUSE']) expect(panelOf(tab), tab).toBe('list');
    for (const tab of ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT']) expect(panelOf(tab), tab).toBe('vendors');
  });

  it('links every category to more games except SPORTS, ESPORTS and HOT (and HOME, which is not a category)', () => {
    expect(['PVP', 'LIVE', 'FISH', 'RNG', 'INHOUSE', 'COCKFIGHT'].filter(hasMoreGames)).toHaveLength(6);
    expect(['HOME', 'HOT', 'SPORTS', 'ESPORTS'].filter(hasMoreGames)).toEqual([]);
  });
});

describe("a tab's block", () => {
  it('has a search box on the list tabs but in-house (its list screen has none either)', () => {
    expect(['PVP', 'LIVE', 'FISH', 'RNG'].filter(hasSearchBox)).toHaveLength(4);
    expect(['INHOUSE', 'HOME', 'HOT', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT'].filter(hasSearchBox)).toEqual([]);
  });

  it("links to more games in the block's mode, after the list's own query", () => {
    expect(withMode('/m/slot-games', 'hot')).toBe('/m/slot-games?type=hot');
    expect(withMode('/en/m/gameList?gameType=PVP', 'new')).toBe('/en/m/gameList?gameType=PVP&type=new');
  });
});

describe('keys on the menu (the tabs pattern)', () => {
  it('move to the neighbour, never past the ends; Home and End go to the ends', () => {
    expect(tabAfterKey('ArrowRight', 3, 11)).toBe(4);
    expect(tabAfterKey('ArrowLeft', 3, 11)).toBe(2);
    expect(tabAfterKey('ArrowRight', 10, 11)).toBe(10);
    expect(tabAfterKey('ArrowLeft', 0, 11)).toBe(0);
    expect(tabAfterKey('Home', 7, 11)).toBe(0);
    expect(tabAfterKey('End', 2, 11)).toBe(10);
  });

  it('leave other keys (and an empty menu) to the page', () => {
    expect(tabAfterKey('Enter', 3, 11)).toBeNull();
    expect(tabAfterKey('ArrowDown', 3, 11)).toBeNull();
    expect(tabAfterKey('End', 0, 0)).toBeNull();
  });
});

describe('choosing a tab', () => {
  it('launches the only vendor of a vendor-list category', () => {
    expect(chooseTab('SPORTS', [vendor('SBO')])).toEqual({ launch: vendor('SBO') });
    expect(chooseTab('ESPORTS', [vendor('TF')])).toEqual({ launch: vendor('TF') });
  });

  it('opens a vendor-list category with more than one vendor', () => {
    expect(chooseTab('SPORTS', [vendor('SBO'), vendor('IBC')])).toEqual({ open: true });
  });

  it('opens a listed category even with one vendor, and HOME and HOT always', () => {
    for (const tab of ['RNG', 'FISH', 'LIVE', 'PVP', 'INHOUSE', 'HOME', 'HOT']) expect(chooseTab(tab, [vendor('ONE')]), tab).toEqual({ open: true });
  });
});

describe('footer categories', () => {
  it('select the home tab at their index + 2: the footer lists the menu without HOME and HOT', () => {
    const categories = ['RNG', 'INHOUSE', 'FISH', 'LIVE'];
    const tabs = homeTabs(categories);
    expect(FOOTER_TAB_OFFSET).toBe(2);
    categories.forEach((category, index) => expect(tabs[tabOfFooterEntry(index)]).toBe(category));
  });
});
