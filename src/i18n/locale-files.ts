/**
 * The locale files, found by folder rather than listed: `locales/<lang>.json` (the shell's texts)
 * and `locales/<lang>/<namespace>.json` (one per feature). Under Vite (build, dev, vitest) by
 * import.meta.glob; under plain Node (tests/support.ts, the Playwright config) by reading the
 * folder. Both give the same map: relative path (`./locales/en/login.json`) → parsed file.
 */
type Json = Record<string, unknown>;

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The Node way: read the folder (exported so a test can hold it against import.meta.glob's answer). */
export async function readLocaleFolder(): Promise<Record<string, Json>> {
  const { readdirSync, readFileSync } = await import('node:fs');
  const root = new URL('./locales/', import.meta.url);
  return Object.fromEntries(
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json'))
      .map((file) => {
        const value: unknown = JSON.parse(readFileSync(new URL(file, root), 'utf8'));
        if (!isJson(value)) throw new Error(`src/i18n/locales/${file}: expected one JSON object`);
        return [`./locales/${file.replaceAll('\\', '/')}`, value];
      }),
  );
}

export const localeFiles: Record<string, Json> = import.meta.env
  ? import.meta.glob<Json>(['./locales/*.json', './locales/*/*.json'], { eager: true, import: 'default' })
  : await readLocaleFolder();
