/**
 * The back office's side of the cashier, under /__sandbox/ (./index.ts):
 *   POST turnover { username, amount }           → adds a turnover requirement; answers the turnover
 *   POST withdrawal { orderId, status }          → the back office pays out (SUCCESS) or rejects (FAILED: the money goes back);
 *                                                  an order already ended changes nothing (changed: false)
 *   POST deposit-order { orderId, status: SUCCESS | FAILED | EXPIRED, reason? } → { changed, order }:
 *     the back office's answer; an order no longer pending changes nothing (changed: false)
 *   POST gateway-address { url }                 → createDeposit answers this exact gatewayUrl on ONLINE orders
 *     (null: its own page again) until the next reset: what a hostile platform could send
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { fromMinor, toMinor } from '../../../src/lib/minor-units.ts';
import { GATEWAY_ADDRESS_KEY, settleDeposit } from '../accounts/deposits.ts';
import { settle } from '../accounts/ledger.ts';
import { addTurnoverRequirement, turnoverOf } from '../accounts/turnover.ts';
import { transaction } from '../db.ts';
import type { SandboxContext } from '../handlers/types.ts';
import { hookBody, invalid, memberIdOf, noMember, notFound } from './kit.ts';

const turnoverSchema = z.strictObject({ username: z.string().min(1).max(64), amount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'a decimal string') });
const withdrawalSchema = z.strictObject({ orderId: z.string().min(1).max(64), status: z.enum(['SUCCESS', 'FAILED']) });
const depositOrderSchema = z.strictObject({
  orderId: z.string().min(1).max(64),
  status: z.enum(['SUCCESS', 'FAILED', 'EXPIRED']),
  reason: z.string().max(200).optional(),
});
const gatewayAddressSchema = z.strictObject({ url: z.string().max(2000).nullable() });

export function cashierHooks(context: SandboxContext): Hono {
  const { db, now } = context;
  const hooks = new Hono();

  hooks.post('/turnover', async (c) => {
    const body = await hookBody(c, turnoverSchema);
    if (typeof body === 'string') return invalid(c, body);
    const memberId = memberIdOf(db, body.username);
    if (memberId === undefined) return noMember(c);
    addTurnoverRequirement(db, memberId, toMinor(body.amount)!, now(), 'sandbox');
    const turnover = turnoverOf(db, memberId);
    return c.json({
      success: true,
      value: { required: fromMinor(turnover.requiredCents), done: fromMinor(turnover.doneCents), remaining: fromMinor(turnover.remainingCents) },
    });
  });

  hooks.post('/withdrawal', async (c) => {
    const body = await hookBody(c, withdrawalSchema);
    if (typeof body === 'string') return invalid(c, body);
    const order = db.prepare('SELECT id FROM withdrawals WHERE id = ?').get(body.orderId) as { id: string } | undefined;
    if (!order) return notFound(c, 'request.notFound', 'orderId: no such withdrawal');
    const changed = transaction(db, () => {
      const ended = settle(db, order.id, body.status, { held: true });
      if (ended) db.prepare('UPDATE withdrawals SET status = ? WHERE id = ?').run(body.status, order.id);
      return ended;
    });
    const { status } = db.prepare('SELECT status FROM withdrawals WHERE id = ?').get(order.id) as { status: string };
    return c.json({ success: true, value: { orderId: order.id, status, changed } });
  });

  hooks.post('/deposit-order', async (c) => {
    const body = await hookBody(c, depositOrderSchema);
    if (typeof body === 'string') return invalid(c, body);
    const settled = settleDeposit(context, body.orderId, body.status, body.reason ?? null);
    if (!settled) return notFound(c, 'order.notFound', 'orderId: no such deposit order');
    return c.json({ success: true, value: settled });
  });

  hooks.post('/gateway-address', async (c) => {
    const body = await hookBody(c, gatewayAddressSchema);
    if (typeof body === 'string') return invalid(c, body);
    if (body.url === null) db.prepare('DELETE FROM settings WHERE key = ?').run(GATEWAY_ADDRESS_KEY);
    else
      db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(GATEWAY_ADDRESS_KEY, body.url);
    return c.json({ success: true, value: body });
  });
  return hooks;
}
