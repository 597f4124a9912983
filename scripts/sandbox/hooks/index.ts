/**
 * The sandbox's test hooks, mounted under HOOKS_PREFIX (/__sandbox/) by ../app.ts only when asked
 * for (SANDBOX_HOOKS=1): one module per area, composed like ../handlers/index.ts, each listing what
 * its hooks do. Every request must carry HOOK_HEADERS, so a page of the site can never reach one.
 */
import { Hono } from 'hono';
import { HOOK_HEADERS, type SandboxContext } from '../handlers/types.ts';
import { agentHooks } from './agent.ts';
import { cashierHooks } from './cashier.ts';
import { contentHooks } from './content.ts';
import { memberHooks } from './members.ts';
import type { TestSetUp } from './set-up.ts';
import { systemHooks } from './system.ts';

const NEEDED_HEADERS = Object.entries(HOOK_HEADERS)
  .map(([name, value]) => `${name}: ${value}`)
  .join(', ');

export function testHooks(context: SandboxContext, setUp: TestSetUp): Hono {
  const hooks = new Hono();
  hooks.use('*', async (c, next) => {
    const allowed = Object.entries(HOOK_HEADERS).every(([name, value]) => c.req.header(name)?.split(';')[0]?.trim().toLowerCase() === value.toLowerCase());
    if (!allowed) return c.json({ success: false, code: 'sandbox.hookRefused', message: `test hooks need the headers ${NEEDED_HEADERS}` }, 403);
    await next();
  });
  hooks.route('/', systemHooks(context, setUp));
  hooks.route('/', memberHooks(context));
  hooks.route('/', contentHooks(context, setUp));
  hooks.route('/', cashierHooks(context));
  hooks.route('/', agentHooks(context));
  return hooks;
}
