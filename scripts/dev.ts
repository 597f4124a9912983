// npm run dev: the sandbox platform on http://127.0.0.1:${SANDBOX_PORT:-4322} (in this process) and
// `astro dev` on ${PORT:-4321}; astro.config.mjs proxies the call prefixes, /__sandbox and /cdn (images) to SANDBOX_URL.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { BrandError, loadBrand } from '../src/brand/load.ts';
import { hooksNote, sandboxOptionsFromEnv, startSandboxServer } from './sandbox/main.ts';
import { displayPath } from './sandbox/serve.ts';

const root = join(import.meta.dirname, '..');
const options = sandboxOptionsFromEnv();
try {
  loadBrand(options.brand);
} catch (error) {
  console.error(error instanceof BrandError ? error.message : (error as Error).message);
  process.exit(1);
}

const sandbox = await startSandboxServer(options).catch((error: Error) => {
  console.error(`sandbox: ${error.message}`);
  process.exit(1);
});
console.log(`Sandbox: ${sandbox.url}/ (brand ${options.brand}, database ${displayPath(options.dbFile)}${hooksNote(options.hooks)})`);

const astro = spawn(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', process.env.PORT || '4321', '--host', '127.0.0.1'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, BRAND: options.brand, SANDBOX_URL: sandbox.url },
});

// Ctrl-C reaches astro too (same process group); forwarding covers a kill aimed at this process alone.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (astro.exitCode === null) astro.kill(signal);
  });
}

astro.on('exit', async (code, signal) => {
  await sandbox.close();
  process.exit(code ?? (signal ? 0 : 1));
});
