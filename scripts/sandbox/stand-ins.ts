/**
 * Pages that stand in for third parties the platform sends players to, served under /__sandbox/
 * whether or not the test hooks are on (a demo player reaches them):
 *   GET play/:nodeId  → the vendor's game (launchGame answers this address), with a way back to `back`
 *   GET chat          → the live chat (liveChat answers this address without a brand's own)
 * A browser opens them by navigation, so they cannot ask for the hooks' headers; they need none:
 * they change nothing and show nothing but what their address carries, escaped.
 */
import { Hono } from 'hono';
import { sameOriginPath } from '../../src/lib/safe-path.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/** The way back: a path of this site only (src/lib/safe-path.ts), so the page is no open redirect. */
function backPath(backUrl: string | undefined, pageUrl: string): string {
  return (backUrl && sameOriginPath(backUrl, new URL(pageUrl).origin)) || '/m/home';
}

export const page = (title: string, body: string) =>
  `<!doctype html><meta name="viewport" content="width=device-width"><title>${title}</title>` +
  `<body style="font-family:sans-serif;text-align:center;padding:40px">${body}</body>`;

export function standInPages(): Hono {
  const pages = new Hono();
  pages.get('/play/:nodeId', (c) => {
    const nodeId = c.req
      .param('nodeId')
      .replace(/[^\w.:-]/g, '')
      .slice(0, 64);
    // A vendor's game has its own way out: here, a link back to the lobby the game was launched from.
    const back = escapeHtml(backPath(c.req.query('back'), c.req.url));
    return c.html(page(`Demo game ${nodeId}`, `<h1>Demo game</h1><p>${nodeId}</p><p><a href="${back}">Back to the lobby</a></p>`));
  });
  pages.get('/chat', (c) => {
    const language = escapeHtml((c.req.query('language') ?? '').slice(0, 8));
    const back = escapeHtml(backPath(c.req.query('backUrl'), c.req.url));
    return c.html(page('Live chat', `<h1>Live chat (sandbox)</h1><p>An agent would answer here. Language: ${language}</p><p><a href="${back}">Back</a></p>`));
  });
  return pages;
}
