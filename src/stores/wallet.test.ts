import { afterEach, describe, expect, it, vi } from 'vitest';

// The hidden flag persists through @nanostores/persistent, which picks its storage when it loads.
await vi.hoisted(async () => {
  const { memoryStorage } = await import('../../tests/support/browser-fakes.ts');
  vi.stubGlobal('localStorage', memoryStorage());
});

const { fakePlatform } = await import('../../tests/support/browser-fakes.ts');
const { $session, signOut } = await import('../lib/session.ts');
const { $balanceHidden, $sumBalance, $walletFailed, $walletRefreshing, refreshWallet, toggleBalanceHidden } = await import('./wallet.ts');
const { mutateCall } = await import('../lib/mutate.ts');
const memberCalls = await import('../contract/calls/member.ts');

const MEMBER = { token: 'member-token-1', merchantCode: 'LOTUS01', userName: 'demo', type: 0, firstTimeLogin: false };

let unbinds: (() => void)[] = [];
/** What a Balance island does when it shows: listen to what it renders, then refresh. */
function mountBalanceWidget(): Promise<void> {
  unbinds.push(
    $sumBalance.listen(() => {}),
    $walletRefreshing.listen(() => {}),
    $walletFailed.listen(() => {}),
  );
  return refreshWallet();
}

afterEach(() => {
  unbinds.forEach((unbind) => unbind());
  unbinds = [];
  signOut();
});

describe('wallet store (G §2 "Balance widget")', () => {
  it('header and sidebar widgets together make one request; the amount is masked while it is asked', async () => {
    let answer!: () => void;
    const fake = fakePlatform({
      wallet: () => new Promise<Response>((resolve) => (answer = () => resolve(Response.json({ success: true, value: { sumBalance: 1520.75 } })))),
    });
    $session.set(MEMBER);
    const loaded = Promise.all([mountBalanceWidget(), mountBalanceWidget()]);
    expect($walletRefreshing.get()).toBe(true);
    answer();
    await loaded;
    expect(fake.count('wallet')).toBe(1);
    expect($sumBalance.get()).toBe(1520.75);
    expect($walletRefreshing.get()).toBe(false);
  });

  it('the refresh button asks again even while the answer is fresh, keeping the old amount meanwhile', async () => {
    let balance = 10;
    const fake = fakePlatform({ wallet: () => ({ sumBalance: balance }) });
    $session.set(MEMBER);
    await mountBalanceWidget();
    expect($sumBalance.get()).toBe(10);
    balance = 25.5;
    const refreshing = refreshWallet();
    expect($walletRefreshing.get()).toBe(true);
    expect($sumBalance.get()).toBe(10);
    await refreshing;
    expect($sumBalance.get()).toBe(25.5);
    expect(fake.count('wallet')).toBe(2);
  });

  it('a failure is reported, a guest asks nothing, and the total goes with the session', async () => {
    const fake = fakePlatform({ wallet: { success: false, code: 'permission.denied', message: 'no' } as never });
    await refreshWallet();
    expect(fake.count('wallet')).toBe(0);
    $session.set(MEMBER);
    await mountBalanceWidget();
    expect($walletFailed.get()).toBe(true);
    expect($sumBalance.get()).toBeNull();

    fakePlatform({ wallet: { sumBalance: 5 } });
    await refreshWallet();
    expect($sumBalance.get()).toBe(5);
    signOut();
    expect($sumBalance.get()).toBeNull();
  });

  it("a write that changes the balance asks for it again; another member never sees the first one's total", async () => {
    let balance = 10;
    const fake = fakePlatform({ wallet: () => ({ sumBalance: balance }), transferAllBack: {} as never });
    $session.set(MEMBER);
    await mountBalanceWidget();
    balance = 42;
    await mutateCall(memberCalls.transferAllBack, {} as never);
    await vi.waitFor(() => expect($sumBalance.get()).toBe(42));
    expect(fake.count('wallet')).toBe(2);

    $session.set({ ...MEMBER, token: 'member-token-2', userName: 'other' });
    expect($sumBalance.get()).toBeNull();
  });

  it('a failure that may pass by itself is asked again after a while', async () => {
    vi.useFakeTimers();
    try {
      let fail = true;
      fakePlatform({ wallet: () => (fail ? Response.json({}, { status: 503 }) : { sumBalance: 7 }) });
      $session.set(MEMBER);
      await mountBalanceWidget();
      expect($walletFailed.get()).toBe(true);
      fail = false;
      await vi.advanceTimersByTimeAsync(60_000);
      expect($sumBalance.get()).toBe(7);
      expect($walletFailed.get()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the hide choice is remembered on the device', () => {
    expect($balanceHidden.get()).toBe(false);
    toggleBalanceHidden();
    expect(localStorage.getItem('balanceHidden')).toBe('1');
    toggleBalanceHidden();
    expect(localStorage.getItem('balanceHidden')).toBe('0');
  });
});
