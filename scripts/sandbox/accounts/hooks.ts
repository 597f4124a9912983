/**
 * Test hooks of the account side, mounted under /__sandbox/ by app.ts (behind its hook guard):
 *   GET captcha/latest, GET captcha/:key → { captchaKey, answer, expiresAt, used } (404 when none)
 *   GET outbox[?to=+959…]                  → the SMS and e-mails "sent", newest first
 *   POST sms-limits/reset                  → codes sent so far stop counting for their address
 *   POST transfer-fault { vendor }          → that vendor's wallet transfers fail (null: none do) until the next reset
 */
import type { DatabaseSync } from 'node:sqlite';
import { Hono, type Context } from 'hono';
import { peekCaptcha, type CaptchaPeek } from './captchas.ts';
import { readOutbox } from './outbox.ts';
import { forgetSmsAddresses } from './phone.ts';
import { TRANSFER_FAULT_KEY } from './wallets.ts';

function captchaAnswer(c: Context, captcha: CaptchaPeek | undefined) {
  return captcha
    ? c.json({ success: true, value: captcha })
    : c.json({ success: false, code: 'request.notFound', message: 'captcha: none issued, or expired' }, 404);
}

export function accountHooks(db: DatabaseSync): Hono {
  const hooks = new Hono();
  hooks.get('/captcha/latest', (c) => captchaAnswer(c, peekCaptcha(db)));
  hooks.get('/captcha/:key', (c) => captchaAnswer(c, peekCaptcha(db, c.req.param('key'))));
  hooks.get('/outbox', (c) => c.json({ success: true, value: readOutbox(db, c.req.query('to')) }));
  hooks.post('/sms-limits/reset', (c) => {
    forgetSmsAddresses(db);
    return c.json({ success: true });
  });
  hooks.post('/transfer-fault', async (c) => {
    const { vendor } = (await c.req.json().catch(() => ({}))) as { vendor?: unknown };
    if (vendor !== null && typeof vendor !== 'string') return c.json({ success: false, code: 'request.invalid', message: 'vendor: a string or null' }, 400);
    if (vendor === null) db.prepare('DELETE FROM settings WHERE key = ?').run(TRANSFER_FAULT_KEY);
    else db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(TRANSFER_FAULT_KEY, vendor);
    return c.json({ success: true, value: { vendor } });
  });
  return hooks;
}
