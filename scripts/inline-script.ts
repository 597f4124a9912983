/**
 * `import code from './x.inline.ts?inline-script'`: the module x.inline.ts with everything it
 * imports, bundled at build time into one minified classic script, as a string for an inline
 * `<script>` (hashed into the CSP like every inline script, scripts/csp.ts). For the little a page
 * must do before any of its module scripts could arrive (src/features/games/games/first-row.inline.ts).
 * The module must not import virtual modules (`virtual:brand`): it is bundled outside the site's build.
 */
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const QUERY = '?inline-script';

export function inlineScriptPlugin(): Plugin {
  return {
    name: 'inline-script',
    async load(id) {
      if (!id.endsWith(QUERY)) return undefined;
      const entry = id.slice(0, -QUERY.length);
      const { outputFiles, metafile } = await build({
        entryPoints: [entry],
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2020',
        write: false,
        metafile: true,
        logLevel: 'silent',
      });
      for (const input of Object.keys(metafile.inputs)) this.addWatchFile(input);
      return `export default ${JSON.stringify(outputFiles[0]!.text.trim())};`;
    },
  };
}
