import { describe, expect, it } from 'vitest';
import { offlinePagePath, pageKey, prefixOf } from './worker-pages.ts';

const LOTUS = ['', '/en']; // Burmese at the root, English under /en
const HARBOR = ['', '/my'];

describe('prefixOf', () => {
  it('finds the language prefix at a segment boundary only', () => {
    expect(prefixOf('/en/m/home', LOTUS)).toBe('/en');
    expect(prefixOf('/en', LOTUS)).toBe('/en');
    expect(prefixOf('/m/home', LOTUS)).toBe('');
    expect(prefixOf('/entry', LOTUS)).toBe('');
    expect(prefixOf('/my/m/help', HARBOR)).toBe('/my');
  });
});

describe('pageKey', () => {
  it('gives every address of one page one saved copy', () => {
    for (const path of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home', '/m/home/']) expect(pageKey(path, LOTUS), path).toBe('/m/home');
    for (const path of ['/en', '/en/', '/en/m', '/en/m/index', '/en/m/home/']) expect(pageKey(path, LOTUS), path).toBe('/en/m/home');
    expect(pageKey('/m/register.html', LOTUS)).toBe('/m/register');
    expect(pageKey('/en/m/register.html', LOTUS)).toBe('/en/m/register');
    expect(pageKey('/m/gameList', LOTUS)).toBe('/m/gameList');
    expect(pageKey('/m/slot-games/', LOTUS)).toBe('/m/slot-games');
  });
});

describe('offlinePagePath', () => {
  it('is the offline page in the language of the address', () => {
    expect(offlinePagePath('/m/help', LOTUS)).toBe('/offline');
    expect(offlinePagePath('/en/m/help', LOTUS)).toBe('/en/offline');
    expect(offlinePagePath('/my/m/slot-games', HARBOR)).toBe('/my/offline');
    expect(offlinePagePath('/nowhere/at/all', HARBOR)).toBe('/offline');
  });
});
