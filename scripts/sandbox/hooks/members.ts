/**
 * Members, under /__sandbox/ (./index.ts):
 *   POST session { username }               → a session of a seeded member (demo_member, demo_agent, …)
 *   POST member { balance?, type?, parent?, payeeName?, paymentPassword?, password?, mobileNum? } → a new member
 *     of the journey's own, logged in: what a cashier or agent journey starts from (journeys beside it never see it change)
 *   GET captcha/latest, GET captcha/:key → { captchaKey, answer, expiresAt, used } (404 when none)
 *   GET outbox[?to=+959…]                  → the SMS and e-mails "sent", newest first
 *   POST sms-limits/reset                  → codes sent so far stop counting for their address
 *   POST transfer-fault { vendor }          → that vendor's wallet transfers fail (null: none do) until the next reset
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { toMinor } from '../../../src/lib/minor-units.ts';
import { peekCaptcha, type CaptchaPeek } from '../accounts/captchas.ts';
import { readOutbox } from '../accounts/outbox.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { forgetSmsAddresses } from '../accounts/phone.ts';
import { TRANSFER_FAULT_KEY } from '../accounts/wallets.ts';
import { SESSION_TTL_MS, type Member, type SandboxContext } from '../handlers/types.ts';
import { hookBody, invalid, noMember, notFound } from './kit.ts';

const sessionRequestSchema = z.strictObject({ username: z.string().min(1).max(64) });
/** A fresh real member of the cashier journeys' own: no journey then reads money another one moves. */
const newMemberSchema = z.strictObject({
  balance: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/)
    .default('0'),
  payeeName: z.string().min(1).max(64).optional(),
  /** The member type (default 0, a real member); an agent type (1, 2, 41, 42) for the agent journeys. */
  type: z.number().int().min(0).max(99).default(0),
  /** The upline: the member is in this member's team. */
  parent: z.string().min(1).optional(),
  paymentPassword: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  /** A login password (none: an account that signs in only by SMS or a social account). */
  password: z.string().min(1).max(64).optional(),
  /** A mobile number bound to the account (Myanmar's +95, national digits): the payment-password reset's code goes there. */
  mobileNum: z
    .string()
    .regex(/^9\d{7,10}$/)
    .optional(),
});

/** The contract requests waiting for an agent (POST /__sandbox/contract-request): each field the request it names, '' for none. */
const transferFaultSchema = z.strictObject({ vendor: z.string().max(64).nullable() });

function captchaAnswer(c: Context, captcha: CaptchaPeek | undefined) {
  return captcha ? c.json({ success: true, value: captcha }) : notFound(c, 'request.notFound', 'captcha: none issued, or expired');
}

export function memberHooks({ db, brand, now }: SandboxContext): Hono {
  const hooks = new Hono();
  hooks.post('/session', async (c) => {
    const body = await hookBody(c, sessionRequestSchema);
    if (typeof body === 'string') return invalid(c, body);
    const member = db.prepare('SELECT id, username, type FROM members WHERE username = ?').get(body.username) as
      Pick<Member, 'id' | 'username' | 'type'> | undefined;
    if (!member) return noMember(c);
    const token = randomBytes(24).toString('base64url');
    db.prepare('INSERT INTO tokens (token, member_id, expires_at) VALUES (?, ?, ?)').run(token, member.id, now() + SESSION_TTL_MS);
    return c.json({
      success: true,
      value: { token, merchantCode: brand?.merchantCode ?? 'SANDBOX', userName: member.username, type: member.type, firstTimeLogin: false },
    });
  });

  // A new member (type 0 unless asked; an agent type for the agent journeys, optionally under an
  // upline) with a balance, and optionally a registered payee name and a payment password, logged in:
  // what a cashier or agent journey starts from (its own account, so journeys beside it never see it change).
  hooks.post('/member', async (c) => {
    const body = await hookBody(c, newMemberSchema);
    if (typeof body === 'string') return invalid(c, body);
    const username = `${body.type === 0 ? 'cashier' : 'agent'}_${randomBytes(5).toString('hex')}`;
    const paymentHash = body.paymentPassword ? await hashPassword(body.paymentPassword) : null;
    const passwordHash = body.password ? await hashPassword(body.password) : null;
    const parent =
      body.parent === undefined ? undefined : (db.prepare('SELECT id FROM members WHERE username = ?').get(body.parent) as { id: number } | undefined);
    if (body.parent !== undefined && !parent) return noMember(c, 'parent');
    const { id } = db
      .prepare(
        `INSERT INTO members (username, type, nickname, balance_cents, payee_name, payment_password_hash, password_hash, dialing_code, mobile_num,
                              registered_at, last_login_at, parent_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .get(
        username,
        body.type,
        username,
        toMinor(body.balance),
        body.payeeName ?? null,
        paymentHash,
        passwordHash,
        body.mobileNum ? '95' : null,
        body.mobileNum ?? null,
        now(),
        now(),
        parent?.id ?? null,
      ) as { id: number };
    const token = randomBytes(24).toString('base64url');
    db.prepare('INSERT INTO tokens (token, member_id, expires_at) VALUES (?, ?, ?)').run(token, id, now() + SESSION_TTL_MS);
    return c.json({
      success: true,
      value: { token, merchantCode: brand?.merchantCode ?? 'SANDBOX', userName: username, type: body.type, firstTimeLogin: false },
    });
  });

  hooks.get('/captcha/latest', (c) => captchaAnswer(c, peekCaptcha(db)));
  hooks.get('/captcha/:key', (c) => captchaAnswer(c, peekCaptcha(db, c.req.param('key'))));
  hooks.get('/outbox', (c) => c.json({ success: true, value: readOutbox(db, c.req.query('to')) }));
  hooks.post('/sms-limits/reset', (c) => {
    forgetSmsAddresses(db);
    return c.json({ success: true });
  });
  hooks.post('/transfer-fault', async (c) => {
    const body = await hookBody(c, transferFaultSchema);
    if (typeof body === 'string') return invalid(c, body);
    const { vendor } = body;
    if (vendor === null) db.prepare('DELETE FROM settings WHERE key = ?').run(TRANSFER_FAULT_KEY);
    else db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(TRANSFER_FAULT_KEY, vendor);
    return c.json({ success: true, value: { vendor } });
  });
  return hooks;
}
