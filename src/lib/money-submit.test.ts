import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { moneySubmit } from './money-submit.ts';
import { unansweredSubmitKey } from './storage-keys.ts';

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  globalThis.sessionStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  } as Storage;
});

/** A platform that keeps the first answer per request id, as the contract asks, and counts orders. */
function platform() {
  const answers = new Map<string, string>();
  let orders = 0;
  let fail: 'timeout' | 'refuse' | null = null;
  return {
    get orders() {
      return orders;
    },
    failNext(kind: 'timeout' | 'refuse') {
      fail = kind;
    },
    async send({ requestId }: { amount: string; requestId: string }) {
      const failing = fail;
      fail = null;
      if (failing === 'refuse') throw new ApiError('platform', 'refused', { code: 'amount.belowMin' });
      if (!answers.has(requestId)) answers.set(requestId, `order-${++orders}`);
      // A time-out after the platform acted: the order exists, the answer is lost.
      if (failing === 'timeout') throw new ApiError('timeout', 'no answer');
      return answers.get(requestId)!;
    },
  };
}

/** The deposit form of `account`, sending to `server`. */
const depositTo = (server: ReturnType<typeof platform>, account = 'demo_member') =>
  moneySubmit<{ amount: string }, string>(
    'deposit',
    () => account,
    (request) => server.send(request),
  );

describe('money submits', () => {
  let server: ReturnType<typeof platform>;
  let deposit: ReturnType<typeof depositTo>;
  beforeEach(() => {
    server = platform();
    deposit = depositTo(server);
  });

  it('a double tap sends once', async () => {
    const [first, second] = await Promise.all([deposit.submit({ amount: '100' }), deposit.submit({ amount: '100' })]);
    expect(first).toEqual({ kind: 'done', value: 'order-1' });
    expect(second).toBeNull();
    expect(server.orders).toBe(1);
  });

  it('a time-out after the platform acted is resumed with the same id: one order, never "failed"', async () => {
    server.failNext('timeout');
    expect((await deposit.submit({ amount: '100' }))?.kind).toBe('unanswered');
    expect(deposit.unanswered).toBe(true);
    // The player taps again (or the page reloads and resumes): the same request, the first order.
    expect(await deposit.submit({ amount: '250' })).toEqual({ kind: 'done', value: 'order-1' });
    expect(server.orders).toBe(1);
    expect(deposit.unanswered).toBe(false);
  });

  it('a reload resumes what the last page left unanswered, for the same account only', async () => {
    server.failNext('timeout');
    await deposit.submit({ amount: '100' });
    const someoneElse = depositTo(server, 'demo_agent');
    expect(await someoneElse.resume()).toBeNull();
    const reloaded = depositTo(server);
    expect(await reloaded.resume()).toEqual({ kind: 'done', value: 'order-1' });
    expect(server.orders).toBe(1);
  });

  it('waits, until answered, under the key a page reads to load its submit code at once after a reload', async () => {
    server.failNext('timeout');
    await deposit.submit({ amount: '100' });
    expect(sessionStorage.getItem(unansweredSubmitKey('deposit'))).not.toBeNull();
    await deposit.resume();
    expect(sessionStorage.getItem(unansweredSubmitKey('deposit'))).toBeNull();
  });

  it('a refusal forgets the request: the next submit is a new action', async () => {
    server.failNext('refuse');
    expect((await deposit.submit({ amount: '1' }))?.kind).toBe('refused');
    expect(deposit.unanswered).toBe(false);
    expect(await deposit.submit({ amount: '100' })).toEqual({ kind: 'done', value: 'order-1' });
    expect(await deposit.submit({ amount: '100' })).toEqual({ kind: 'done', value: 'order-2' });
  });
});

describe('money submits with a secret', () => {
  it('never stores the payment password; a retry on the page sends it, a reload cannot and forgets the request', async () => {
    const sent: string[] = [];
    const send = async ({ paymentPassword, requestId }: { amount: string; paymentPassword: string; requestId: string }) => {
      sent.push(`${requestId}:${paymentPassword}`);
      if (sent.length === 1) throw new ApiError('timeout', 'no answer');
      return 'withdrawal-1';
    };
    const withdrawal = moneySubmit<{ amount: string; paymentPassword: string }, string>('withdraw', () => 'demo_member', send, {
      secrets: ['paymentPassword'],
    });
    expect((await withdrawal.submit({ amount: '100', paymentPassword: '135790' }))?.kind).toBe('unanswered');
    expect([...store.values()].join()).not.toContain('135790');
    expect(await withdrawal.resume()).toEqual({ kind: 'done', value: 'withdrawal-1' });
    expect(sent[1]).toBe(sent[0]);

    sent.length = 0;
    await withdrawal.submit({ amount: '100', paymentPassword: '135790' });
    const reloaded = moneySubmit<{ amount: string; paymentPassword: string }, string>('withdraw', () => 'demo_member', send, { secrets: ['paymentPassword'] });
    expect(await reloaded.resume()).toBeNull();
    expect(reloaded.unanswered).toBe(false);
  });
});
