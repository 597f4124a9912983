// node scripts/build-worker.ts <id>...: Astro's build of each brand named, one after another in this
// one process, then the rest of the brand's build (./build-brands.ts finishBrand); each result (or
// the failed brand) goes to the parent by IPC. Started by ./build-brands.ts buildBrands, never by
// hand. astro.config.mjs reads BRAND, and Astro loads it afresh for every build.
import { build } from 'astro';
import { finishBrand, root, type WorkerMessage } from './build-brands.ts';

const send = (message: WorkerMessage) => new Promise<void>((resolve) => process.send!(message, () => resolve()));

for (const id of process.argv.slice(2)) {
  const started = performance.now();
  process.env.BRAND = id;
  try {
    await build({ root, logLevel: 'silent' });
    await send({ built: finishBrand(id, started) });
  } catch (error) {
    console.error(error);
    await send({ failed: id });
    process.exit(1);
  }
}
process.disconnect();
