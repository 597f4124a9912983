/**
 * The sandbox's stand-in for an ONLINE deposit's payment provider.
 *
 * The gateway page (GET /__sandbox/gateway/:token?return=/path), served whether or not the hooks
 * are on (a demo player reaches it): the order, a Pay and a Cancel button. Either settles the
 * order (Pay: SUCCESS, as the back office would; Cancel: CANCELLED) and sends the player back to
 * `return`, which must be a path of this site: anything else is refused (400), so the page is no
 * open redirect. The token in the address is the order's secret (createDeposit answers it), so a
 * page of another site cannot settle orders by guessing their ids.

 * Its test hooks (the back office's answer, a hostile gateway address) are in ../hooks/cashier.ts.
 */
import { Hono, type Context } from 'hono';
import { sameOriginPath } from '../../../src/lib/safe-path.ts';
import type { SandboxContext } from '../handlers/types.ts';
import { escapeHtml, page } from '../stand-ins.ts';
import { DEFAULT_RETURN_PATH, orderByGatewayToken, settleDeposit } from './deposits.ts';

const TOKEN = /^[\w-]{16,64}$/;

/** `return` when it is exactly a path of this site (the deposit page when absent); null when it is anything else. */
function returnPath(c: Context, given: string | undefined): string | null {
  if (given === undefined) return DEFAULT_RETURN_PATH;
  return given.startsWith('/') && sameOriginPath(given, new URL(c.req.url).origin) === given ? given : null;
}

export function gatewayPages(context: SandboxContext): Hono {
  const pages = new Hono();
  const notAPath = (c: Context) => c.html(page('Refused', '<h1>Refused</h1><p>The return address is not a path of this site.</p>'), 400);
  const noOrder = (c: Context) => c.html(page('Not found', '<h1>No such payment</h1>'), 404);

  pages.get('/gateway/:token', (c) => {
    const back = returnPath(c, c.req.query('return'));
    if (back === null) return notAPath(c);
    const token = c.req.param('token');
    const order = TOKEN.test(token) ? orderByGatewayToken(context.db, token) : undefined;
    if (!order) return noOrder(c);
    const summary = `<h1>Sandbox payment gateway</h1><p>${escapeHtml(order.channelName)} · order ${escapeHtml(order.orderId)}</p><p><strong>${escapeHtml(order.amount)}</strong></p>`;
    if (order.status !== 'PENDING') {
      return c.html(page('Payment', `${summary}<p>This payment has ended: ${escapeHtml(order.status)}.</p><p><a href="${escapeHtml(back)}">Back</a></p>`));
    }
    const button = (action: string, label: string) =>
      `<form method="post" style="display:inline"><input type="hidden" name="action" value="${action}">` +
      `<input type="hidden" name="return" value="${escapeHtml(back)}"><button type="submit">${label}</button></form>`;
    return c.html(page('Payment', `${summary}<p>${button('pay', 'Pay')} ${button('cancel', 'Cancel')}</p>`));
  });

  pages.post('/gateway/:token', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const back = returnPath(c, typeof form.return === 'string' ? form.return : undefined);
    if (back === null) return notAPath(c);
    const token = c.req.param('token');
    const order = TOKEN.test(token) ? orderByGatewayToken(context.db, token) : undefined;
    if (!order) return noOrder(c);
    if (form.action !== 'pay' && form.action !== 'cancel') return c.html(page('Refused', '<h1>Pay or Cancel</h1>'), 400);
    settleDeposit(context, order.orderId, form.action === 'pay' ? 'SUCCESS' : 'CANCELLED');
    return c.redirect(back, 303);
  });
  return pages;
}
