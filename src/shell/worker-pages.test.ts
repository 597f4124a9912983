import { describe, expect, it } from 'vitest';
import { offlinePagePath, pageKey, prefixOf } from './worker-pages.ts';

const LOTUS = ['', '/en']; // Burmese at the root, English under /en
const HARBOR = ['', '/my'];

describe('prefixOf and offlinePagePath', () => {
  it.each([
    ['/en/m/home', LOTUS, '/en', '/en/offline'],
    ['/en', LOTUS, '/en', '/en/offline'],
    ['/m/home', LOTUS, '', '/offline'],
    ['/entry', LOTUS, '', '/offline'],
    ['/m/help', LOTUS, '', '/offline'],
    ['/en/m/help', LOTUS, '/en', '/en/offline'],
    ['/my/m/help', HARBOR, '/my', '/my/offline'],
    ['/my/m/slot-games', HARBOR, '/my', '/my/offline'],
    ['/nowhere/at/all', HARBOR, '', '/offline'],
  ])('%s: the language prefix at a segment boundary only (%j), the offline page in its language (%s)', (path, prefixes, prefix, offline) => {
    expect(prefixOf(path, prefixes)).toBe(prefix);
    expect(offlinePagePath(path, prefixes)).toBe(offline);
  });
});

describe('pageKey', () => {
  it.each([
    ['/m/home', ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home', '/m/home/']],
    ['/en/m/home', ['/en', '/en/', '/en/m', '/en/m/index', '/en/m/home/']],
    ['/m/register', ['/m/register.html']],
    ['/en/m/register', ['/en/m/register.html']],
    ['/m/gameList', ['/m/gameList']],
    ['/m/slot-games', ['/m/slot-games/']],
  ])('gives every address of one page one saved copy: %s', (key, addresses) => {
    for (const path of addresses) expect(pageKey(path, LOTUS), path).toBe(key);
  });
});
