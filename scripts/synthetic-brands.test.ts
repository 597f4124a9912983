// The brands the many-brands measurement builds (README "Many brands") are valid brands of their own.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listBrands, loadBrand } from '../src/brand/load.ts';
import { hueColour, writeSyntheticBrands } from './synthetic-brands.ts';

describe('synthetic brands', () => {
  it('copies each real brand in turn, each valid, with its own id, merchant code and theme colour', () => {
    const target = join(mkdtempSync(join(tmpdir(), 'synthetic-')), 'brands');
    const sources = listBrands();
    const ids = writeSyntheticBrands(sources.length + 1, target);
    expect(ids).toEqual([...sources.map((source, index) => `s00${index + 1}-${source}`), `s00${sources.length + 1}-${sources[0]}`]);
    expect(listBrands(target)).toEqual(ids);
    const brands = ids.map((id) => loadBrand(id, target));
    expect(new Set(brands.map((brand) => brand.merchantCode)).size).toBe(ids.length);
    expect(new Set(brands.map((brand) => brand.pwa.themeColor)).size).toBe(ids.length);
    expect(brands[0]!.languages).toEqual(loadBrand(sources[0]!).languages);
  });

  it('draws theme colours as CSS hsl() at 20 % lightness does', () => {
    expect([0, 120, 240].map(hueColour)).toEqual(['#660000', '#006600', '#000066']);
  });
});
