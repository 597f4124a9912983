// npm run build:synthetic -- <n> [--jobs n]: build n synthetic brands, to measure the build of many
// brands without committing them (README "Many brands"). Writes them into a temporary brands
// directory, builds them with `npm run build` pointed at it (BRANDS_DIR), then removes them and their
// dist/<id>/ again. Each is a copy of one of the real brands in turn (so the mix of languages and
// Firebase settings stays theirs) with its own id, merchant code and theme colour (the installed
// app's, which no contrast rule ties to the page's colours).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRANDS_DIR, listBrands } from '../src/brand/load.ts';

/** Hue step between neighbouring synthetic brands: the golden angle, so that no two look alike. */
const HUE_STEP = 137.5;

/** Lightness of the synthetic theme colours: dark, as the real brands' are. */
const THEME_LIGHTNESS = 0.2;

/** `#rrggbb` of the hue (degrees) at full saturation and THEME_LIGHTNESS (CSS hsl()). */
export function hueColour(hue: number): string {
  const channel = (offset: number) => {
    const k = (offset + hue / 30) % 12;
    const value = THEME_LIGHTNESS - THEME_LIGHTNESS * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** The id of the i-th (from 0) synthetic brand copied from `source`. */
export const syntheticId = (index: number, source: string) => `s${String(index + 1).padStart(3, '0')}-${source}`;

export function writeSyntheticBrands(count: number, target: string, sources = listBrands()): string[] {
  mkdirSync(target, { recursive: true });
  cpSync(join(BRANDS_DIR, 'brand.schema.json'), join(target, 'brand.schema.json'));
  return Array.from({ length: count }, (_, index) => {
    const source = sources[index % sources.length]!;
    const id = syntheticId(index, source);
    cpSync(join(BRANDS_DIR, source), join(target, id), { recursive: true });
    const file = join(target, id, 'brand.json');
    const brand = JSON.parse(readFileSync(file, 'utf8'));
    brand.merchantCode = id.toUpperCase();
    brand.pwa.themeColor = hueColour((index * HUE_STEP) % 360);
    writeFileSync(file, `${JSON.stringify(brand, null, 2)}\n`);
    return id;
  });
}

if (import.meta.main) {
  const [countArgument, ...buildArguments] = process.argv.slice(2);
  const count = Number(countArgument);
  if (!Number.isInteger(count) || count < 1) {
    console.error(`usage: npm run build:synthetic -- <n ≥ 1> [--jobs n], got ${JSON.stringify(countArgument)}`);
    process.exit(1);
  }
  const brandsDir = join(mkdtempSync(join(tmpdir(), 'brands-')), 'brands');
  const ids = writeSyntheticBrands(count, brandsDir);
  const build = spawnSync(process.execPath, [join(import.meta.dirname, 'build-brands.ts'), ...buildArguments], {
    env: { ...process.env, BRANDS_DIR: brandsDir },
    stdio: 'inherit',
  });
  const dist = join(import.meta.dirname, '..', 'dist');
  for (const path of [join(brandsDir, '..'), ...ids.flatMap((id) => [join(dist, id), join(dist, `${id}.build.json`)])])
    rmSync(path, { recursive: true, force: true });
  process.exit(build.status ?? 1);
}
