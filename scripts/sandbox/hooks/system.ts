/**
 * The platform as a whole, under /__sandbox/ (./index.ts):
 *   POST reset                               → the seed again; no faults, no hostile addresses
 *   POST status { maintenance?, regionRestriction? } → the system status every page asks for
 *   POST fault { call, latencyMs? | httpStatus? | malformed? | drop?, times?, scope? } → the call's next answers fail so
 *   DELETE fault[?scope=]                    → that scope's faults (without one: every fault) are gone
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { resetDatabase } from '../db.ts';
import { readStatus, writeStatus } from '../handlers/system.ts';
import type { SandboxContext } from '../handlers/types.ts';
import { hookBody, invalid } from './kit.ts';
import { clearTestSetUp, faultKey, faultSchema, type TestSetUp } from './set-up.ts';

const statusChangeSchema = z.strictObject({ maintenance: z.boolean().optional(), regionRestriction: z.boolean().optional() });

export function systemHooks({ db }: SandboxContext, setUp: TestSetUp): Hono {
  const hooks = new Hono();
  hooks.post('/reset', (c) => {
    resetDatabase(db);
    clearTestSetUp(setUp);
    return c.json({ success: true, value: readStatus(db) });
  });

  hooks.post('/status', async (c) => {
    const change = await hookBody(c, statusChangeSchema);
    if (typeof change === 'string') return invalid(c, change);
    writeStatus(db, change);
    return c.json({ success: true, value: readStatus(db) });
  });

  hooks.post('/fault', async (c) => {
    const fault = await hookBody(c, faultSchema);
    if (typeof fault === 'string') return invalid(c, fault);
    setUp.faults.set(faultKey(fault.scope, fault.call), fault);
    return c.json({ success: true, value: fault });
  });

  hooks.delete('/fault', (c) => {
    const scope = c.req.query('scope');
    for (const [key, fault] of setUp.faults) if (!scope || fault.scope === scope) setUp.faults.delete(key);
    return c.json({ success: true, value: {} });
  });
  return hooks;
}
