// The Firebase Auth emulator (npm firebase-tools) for demos and tests: social sign-in and phone
// verification against a local, offline stand-in for Firebase. `npm run emulator` starts it on
// FIREBASE_AUTH_EMULATOR_PORT (default 9099, see firebase.json) until Ctrl+C.
//
// firebase.json at the root is the configuration; a run on other ports gets a copy with those
// ports (the emulator also holds a hub and a logging port: both follow the auth port, so two
// emulators on different auth ports never meet, nor meet the test servers' ports 4400-4430).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopOnSignals } from './sandbox/serve.ts';

const root = join(import.meta.dirname, '..');
const CLI = join(root, 'node_modules/firebase-tools/lib/bin/firebase.js');
/** One emulator serves one project: every demo brand's firebase.projectId is this one. */
export const EMULATOR_PROJECT = 'demo-casino';
export const DEFAULT_EMULATOR_PORT = 9099;
const EMULATOR_HOST = '127.0.0.1';
/**
 * It is ready in about 7 s on a quiet machine; at load average 20-26 (a busy CI host) a cold start
 * took over 60 s. A deadline, not a wait: a start that works is never slower for it.
 */
export const READY_TIMEOUT_MS = 180_000;

export interface RunningEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  stop(): Promise<void>;
}

/** firebase.json with the auth, hub and logging ports moved to `port`, port + 1, port + 2. */
function configFor(port: number): { file: string; cleanup: () => void } {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const dir = mkdtempSync(join(tmpdir(), 'firebase-emulator-'));
  const { emulators } = config;
  emulators.auth.port = port;
  emulators.hub.port = port + 1;
  emulators.logging.port = port + 2;
  const file = join(dir, 'firebase.json');
  writeFileSync(file, JSON.stringify(config));
  return { file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Whether a Firebase Auth emulator answers at host:port. */
export async function emulatorAnswers(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return response.ok && Boolean(((await response.json()) as { authEmulator?: { ready?: boolean } }).authEmulator?.ready);
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done())));
}

function portFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, EMULATOR_HOST, () => probe.close(() => done(true)));
  });
}

/** A port whose next two are free as well (the emulator's hub and logging ports). */
async function freePortRun(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    if ((await portFree(port)) && (await portFree(port + 1)) && (await portFree(port + 2))) return port;
  }
}

/**
 * Starts the emulator and resolves once it answers; rejects (with its output) if it does not.
 * port 0: any free ports (tests that run beside a developer's emulator).
 */
export async function startAuthEmulator({ port: wanted = DEFAULT_EMULATOR_PORT, quiet = true } = {}): Promise<RunningEmulator> {
  const port = wanted || (await freePortRun());
  const host = `${EMULATOR_HOST}:${port}`;
  if (await emulatorAnswers(host)) throw new Error(`port ${port} is taken by another Firebase Auth emulator`);
  const { file, cleanup } = configFor(port);
  // CI=true: no message-of-the-day fetch, no update check (both would go online).
  const child = spawn(process.execPath, [CLI, 'emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT, '--config', file], {
    cwd: root,
    env: { ...process.env, CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
    if (!quiet) process.stdout.write(chunk);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT'); // lets it release its ports
    await exited(child);
    cleanup();
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await emulatorAnswers(host))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the Firebase Auth emulator did not start on ${host}:\n${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { host, stop };
}

if (import.meta.main) {
  const port = Number(process.env.FIREBASE_AUTH_EMULATOR_PORT || DEFAULT_EMULATOR_PORT);
  try {
    const emulator = await startAuthEmulator({ port });
    console.log(`Firebase Auth emulator: http://${emulator.host}/ (project ${EMULATOR_PROJECT})`);
    stopOnSignals(emulator.stop);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
