import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallId } from '../contract/calls.ts';
import { fakePlatform } from '../../tests/support/browser-fakes.ts';
import { encryptedCall } from './encrypted-call.ts';
import { mutateCall, onWrite } from './mutate.ts';
import { $session, signOut } from './session.ts';
import { STALE_AFTER } from './stale-after.ts';
import * as cashierCalls from '../contract/calls/cashier.ts';
import * as contentCalls from '../contract/calls/content.ts';
import * as memberCalls from '../contract/calls/member.ts';

const MEMBER = { token: 'member-token-1', merchantCode: 'LOTUS01', userName: 'demo', type: 0, firstTimeLogin: false };

describe('mutateCall', () => {
  const heard: CallId[] = [];
  let stop = () => {};
  beforeEach(() => {
    $session.set(MEMBER);
    heard.length = 0;
    stop = onWrite((id) => heard.push(id));
  });
  afterEach(() => {
    stop();
    signOut();
    vi.unstubAllGlobals();
  });

  it('announces the write once it ends, after an answer and after a refusal alike', async () => {
    fakePlatform({ inboxRead: { id: 7, read: true } as never });
    await mutateCall(contentCalls.inboxRead, { id: 7 });
    fakePlatform({ bindEmail: { success: false, code: 'email.invalid', message: 'no' } as never });
    await expect(mutateCall(memberCalls.bindEmail, { email: 'a@b.c' })).rejects.toMatchObject({ code: 'email.invalid' });
    expect(heard).toEqual(['inboxRead', 'bindEmail']);
  });

  it('encrypted writes go the same way (a withdrawal: the wallets are stale)', async () => {
    fakePlatform({ withdraw: { orderId: 'w1' } as never });
    await encryptedCall(cashierCalls.withdraw, { requestId: 'r'.repeat(16), accountId: 'a1', amount: '10.00', paymentPassword: '123456' });
    expect(heard).toEqual(['withdraw']);
    expect(STALE_AFTER.withdraw).toEqual(expect.arrayContaining(['wallet', 'merchantWallet']));
  });
});
