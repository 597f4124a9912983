/**
 * Test hooks of the account side, mounted under /__sandbox/ by app.ts:
 *   GET captcha/latest, GET captcha/:key → { captchaKey, answer, expiresAt, used } (404 when none)
 *   GET outbox[?to=+959…]                  → the SMS and e-mails "sent", newest first
 *   GET chat                              → the stand-in live-chat page liveChat sends players to
 */
import type { DatabaseSync } from 'node:sqlite';
import { Hono, type Context } from 'hono';
import { peekCaptcha, type CaptchaPeek } from './captchas.ts';
import { readOutbox } from './outbox.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/** The way back, as a path on this origin only: the page must not become an open redirect. */
function safeBackPath(backUrl: string | undefined, pageUrl: string): string {
  try {
    const target = new URL(backUrl ?? '', pageUrl);
    if (backUrl && target.origin === new URL(pageUrl).origin) return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    // not an address: home
  }
  return '/m/home';
}

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
  hooks.get('/chat', (c) => {
    const language = escapeHtml((c.req.query('language') ?? '').slice(0, 8));
    const back = escapeHtml(safeBackPath(c.req.query('backUrl'), c.req.url));
    return c.html(
      `<!doctype html><meta name="viewport" content="width=device-width"><title>Live chat</title>` +
        `<body style="font-family:sans-serif;text-align:center;padding:40px"><h1>Live chat (sandbox)</h1>` +
        `<p>An agent would answer here. Language: ${language}</p><p><a href="${back}">Back</a></p></body>`,
    );
  });
  return hooks;
}
