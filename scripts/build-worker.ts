// node scripts/build-worker.ts <id>...: one Astro build of the brands named (astro.config.mjs reads
// BRANDS and BUILD_STAGE), then the rest of each brand's build (./build-brands.ts finishBrand); each
// result (or the failed brand) goes to the parent by IPC. Started by ./build-brands.ts buildBrands,
// never by hand.
import { rmSync } from 'node:fs';
import { build } from 'astro';
import { finishBrand, root, stageDir, type WorkerMessage } from './build-brands.ts';
import { bundleServiceWorker } from './service-worker.ts';

const send = (message: WorkerMessage) => new Promise<void>((resolve) => process.send!(message, () => resolve()));

const ids = process.argv.slice(2);
const stage = stageDir(ids[0]!);
const started = performance.now();
let current = ids[0]!;
try {
  rmSync(stage, { recursive: true, force: true });
  process.env.BRANDS = ids.join(',');
  process.env.BUILD_STAGE = stage;
  const [, workerBundle] = await Promise.all([build({ root, logLevel: 'silent' }), bundleServiceWorker()]);
  const shared = (performance.now() - started) / 1000 / ids.length;
  for (const id of ids) {
    current = id;
    await send({ built: finishBrand(id, stage, workerBundle, shared) });
  }
  rmSync(stage, { recursive: true, force: true });
} catch (error) {
  console.error(error);
  await send({ failed: current });
  process.exit(1);
}
process.disconnect();
