import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxForSuite } from '../../../scripts/sandbox/testing/index.ts';
import { routeFetchTo } from '../../../tests/support/browser-fakes.ts';
import { $gameMenuCategories, $prizeMode, $vendorCategories, gameMenuCategories, prizeMode, switcherCategories, vendorDisplayName } from './vendors.ts';
import { sortCategories, vendorsOf, type VendorSorting } from './vendor-sorting.ts';

const vendor = (vassalage: string) => ({ vassalage, displayName: `${vassalage} Games` });
const entry = (gameCategory: string, ...codes: string[]) => ({ gameCategory, vendorNames: codes.map(vendor) });
const codes = (categories: ReturnType<typeof sortCategories>) =>
  categories.map(({ category, vendors }) => `${category}: ${vendors.map((v) => v.vassalage).join(' ')}`);

/** The sorting as the spec's platform sends it: in-house and e-sports vendors inside RNG and SPORTS. */
const PLATFORM_SORTING: VendorSorting = [
  entry('RNG', 'JL', 'BGS', 'PG'),
  entry('FISH', 'JL'),
  entry('LIVE', 'AUR'),
  entry('SPORTS', 'SMT', 'AV', 'IMES', 'KCK', 'TF'),
  entry('PVP', 'KPK'),
  entry('LOTT', 'TCG_SEA'),
  entry('ELOTT', 'TCG_LOTTO_VN'),
];

describe('vendor sorting (G §4)', () => {
  it('the in-house vendor BGS becomes its own INHOUSE category right after RNG, and leaves RNG', () => {
    const sorted = sortCategories(PLATFORM_SORTING);
    expect(codes(sorted).slice(0, 3)).toEqual(['RNG: JL PG', 'INHOUSE: BGS', 'FISH: JL']);
  });

  it('an e-sports vendor appears under ESPORTS right after SPORTS, not under SPORTS', () => {
    const sorted = sortCategories(PLATFORM_SORTING);
    expect(codes(sorted).slice(4, 7)).toEqual(['SPORTS: SMT KCK', 'ESPORTS: AV IMES TF', 'PVP: KPK']);
    expect(vendorsOf(sorted, 'SPORTS').map((v) => v.vassalage)).not.toContain('AV');
  });

  it('a server that already splits them keeps its order and lists no vendor twice', () => {
    const sorted = sortCategories([entry('RNG', 'JL', 'BGS'), entry('SPORTS', 'SMT', 'IA'), entry('ESPORTS', 'IA', 'AI'), entry('INHOUSE', 'BGS')]);
    expect(codes(sorted)).toEqual(['RNG: JL', 'SPORTS: SMT', 'ESPORTS: IA AI', 'INHOUSE: BGS']);
  });

  it('a category left with no vendor is not shown; nothing to split changes nothing', () => {
    expect(codes(sortCategories([entry('RNG', 'BGS'), entry('SPORTS', 'AV', 'AI')]))).toEqual(['INHOUSE: BGS', 'ESPORTS: AV AI']);
    expect(codes(sortCategories([entry('FISH', 'JL'), entry('LIVE')]))).toEqual(['FISH: JL']);
  });

  it('ELOTT never appears in category switchers or the game menu, which starts with HOT', () => {
    const sorted = sortCategories(PLATFORM_SORTING);
    expect(switcherCategories(sorted)).toEqual(['RNG', 'INHOUSE', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'LOTT']);
    expect(gameMenuCategories(sorted)).toEqual(['HOT', 'RNG', 'INHOUSE', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'LOTT']);
    expect(vendorsOf(sorted, 'ELOTT').map((v) => v.vassalage)).toEqual(['TCG_LOTTO_VN']); // still there for the lottery
  });

  it('names a vendor by its display name, or by its code when no category lists it', () => {
    const sorted = sortCategories(PLATFORM_SORTING);
    expect(vendorDisplayName(sorted, 'BGS')).toBe('BGS Games');
    expect(vendorDisplayName(sorted, 'XYZ')).toBe('XYZ');
    expect(vendorsOf(sorted, 'COCKFIGHT')).toEqual([]);
  });
});

describe('prize mode (G §4)', () => {
  const mapping = (categories: Record<string, string[]>) =>
    Object.fromEntries(Object.entries(categories).map(([category, list]) => [category, list.map(vendor)]));

  it('is the electronic lottery mode when TCG_LOTTO_VN is listed under ELOTT or under LOTT', () => {
    expect(prizeMode(mapping({ ELOTT: ['TCG_LOTTO_VN'] }))).toBe('ELOTT');
    expect(prizeMode(mapping({ LOTT: ['TCG_SEA', 'TCG_LOTTO_VN'] }))).toBe('ELOTT');
  });

  it('is the normal (SEA) lottery mode otherwise', () => {
    expect(prizeMode(mapping({ LOTT: ['TCG_SEA'] }))).toBe('SEA');
    expect(prizeMode(mapping({ RNG: ['TCG_LOTTO_VN'] }))).toBe('SEA'); // the vendor under another category does not count
    expect(prizeMode({})).toBe('SEA');
  });

  it('is Elott until the mapping is known', () => {
    expect(prizeMode(undefined)).toBe('ELOTT');
  });
});

describe('vendor store against the sandbox', () => {
  const platform = sandboxForSuite();
  afterEach(() => vi.unstubAllGlobals());

  it('two islands on a page share one request; categories, game menu and prize mode follow the answer', async () => {
    const sent = routeFetchTo(platform.url);
    expect($gameMenuCategories.get()).toEqual(['HOT']);
    expect($prizeMode.get()).toBe('ELOTT');
    const unbind = [$vendorCategories.listen(() => {}), $gameMenuCategories.listen(() => {}), $prizeMode.listen(() => {})];
    await vi.waitFor(() => expect($vendorCategories.get()).not.toEqual([]));

    expect(sent.count('vendorGameTypes')).toBe(1);
    expect($vendorCategories.get().map((category) => category.category)).toEqual([
      'RNG',
      'INHOUSE',
      'FISH',
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'PVP',
      'COCKFIGHT',
      'LOTT',
      'ELOTT',
    ]);
    expect($gameMenuCategories.get()).toEqual(['HOT', 'RNG', 'INHOUSE', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'COCKFIGHT', 'LOTT']);
    expect(vendorsOf($vendorCategories.get(), 'INHOUSE')).toEqual([{ vassalage: 'BGS', displayName: 'BGS Originals' }]);
    expect($prizeMode.get()).toBe('ELOTT'); // the sandbox lists TCG_LOTTO_VN under LOTT and ELOTT
    unbind.forEach((stop) => stop());
  });
});
