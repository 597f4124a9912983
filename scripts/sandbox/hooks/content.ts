/**
 * What a hostile or compromised platform could send, under /__sandbox/ (./index.ts), until the next reset:
 *   POST server-html { html }             → every announcement (promotions, notices, banners, pop-ups) in every
 *                                          language, help article and inbox message has this HTML as its content
 *   POST addresses { banner?, launch?, chat? } → every banner's target, launch answer's url, live chat answer's chatUrl
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../handlers/types.ts';
import { hookBody, invalid } from './kit.ts';
import type { TestSetUp } from './set-up.ts';

/** Server HTML written over every piece of platform HTML (tests/e2e/xss.spec.ts); /reset restores the seed. */
const serverHtmlSchema = z.strictObject({ html: z.string().max(200_000) });
const hostileAddress = z.string().max(2000).optional();
const addressesSchema = z.strictObject({ banner: hostileAddress, launch: hostileAddress, chat: hostileAddress });

export function contentHooks({ db }: SandboxContext, setUp: TestSetUp): Hono {
  const hooks = new Hono();
  // Every announcement (promotions, notices, banners, pop-ups) in every language, help article and
  // inbox message gets this HTML as its content: what a hostile or compromised platform could send.
  hooks.post('/server-html', async (c) => {
    const body = await hookBody(c, serverHtmlSchema);
    if (typeof body === 'string') return invalid(c, body);
    db.prepare('UPDATE announcements SET content = ?').run(body.html);
    db.prepare('UPDATE announcement_texts SET content = ?').run(body.html);
    db.prepare('UPDATE help_articles SET content = ?').run(body.html);
    db.prepare("UPDATE inbox_messages SET body = ?, translations = '{}'").run(body.html);
    return c.json({ success: true, value: { length: body.html.length } });
  });

  // The addresses a hostile or compromised platform could send (the link policy's journey): every
  // banner's target, every launch answer's url and every live chat answer's chatUrl, until the next reset.
  hooks.post('/addresses', async (c) => {
    const body = await hookBody(c, addressesSchema);
    if (typeof body === 'string') return invalid(c, body);
    if (body.banner !== undefined) db.prepare("UPDATE announcements SET url = ? WHERE type = 'B'").run(body.banner);
    setUp.answerAddresses = {
      ...setUp.answerAddresses,
      ...(body.launch !== undefined && { launch: body.launch }),
      ...(body.chat !== undefined && { chat: body.chat }),
    };
    return c.json({ success: true, value: body });
  });
  return hooks;
}
