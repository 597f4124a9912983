/** Small helpers shared by the sandbox, `npm start` and `npm run dev`: listen, and stop cleanly. */
import type { AddressInfo } from 'node:net';
import { isAbsolute, relative } from 'node:path';
import { serve, type HttpBindings } from '@hono/node-server';

export interface Listening {
  url: string;
  close(): Promise<void>;
}

type Fetch = (request: Request, env: HttpBindings) => Response | Promise<Response>;

/** Listens on host:port (0 = any free port); resolves once accepting connections. */
export function listen(fetch: Fetch, { port, hostname = '127.0.0.1' }: { port: number; hostname?: string }): Promise<Listening> {
  return new Promise((resolveListening, reject) => {
    // Keep the adapter's default overrideGlobalObjects: hono's bodyLimit builds a `new Request` from the
    // adapter's light request object, which only the adapter's own Request class accepts.
    const server = serve({ fetch: fetch as (request: Request, env: unknown) => Promise<Response>, port, hostname });
    server.once('error', reject);
    server.once('listening', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolveListening({
        url: `http://${hostname}:${actual}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // Keep-alive and slow (latency-fault) connections would otherwise hold close() open.
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
  });
}

/** Runs `stop` once on SIGINT/SIGTERM, then exits (0: a requested stop is a clean one). */
export function stopOnSignals(stop: () => Promise<void> | void): void {
  let stopping = false;
  const onSignal = async () => {
    if (stopping) return;
    stopping = true;
    try {
      await stop();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

/** A file as a person would type it: relative to the current folder when inside it. */
export function displayPath(file: string): string {
  const near = relative(process.cwd(), file);
  return near && !near.startsWith('..') && !isAbsolute(near) ? near : file;
}
