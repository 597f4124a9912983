// Every balance widget of the page (Balance.astro). A widget starts when it first shows (the side
// menu's when the menu opens), so a page asks for the wallet only where a balance is in sight;
// the wallet store and its fetcher come with that first start. All widgets follow one store: one
// request, the same amount, hide state and refresh everywhere.
import { $session } from '../../lib/session.ts';

async function start(widget: HTMLElement): Promise<void> {
  const [{ $sumBalance, $balanceHidden, $walletRefreshing, $walletFailed, refreshWallet, toggleBalanceHidden }, { BALANCE, balanceView }] = await Promise.all([
    import('../../stores/wallet.ts'),
    import('./balance.ts'),
  ]);
  const config = BALANCE.of(widget);
  const part = <E extends HTMLElement = HTMLElement>(name: string) => widget.querySelector<E>(`[data-part="${name}"]`)!;
  const amount = part('amount');
  const message = part('message');
  const hide = part<HTMLButtonElement>('hide');
  const refresh = part<HTMLButtonElement>('refresh');
  const retry = part<HTMLButtonElement>('retry');

  let wasUnavailable = false;
  const paint = () => {
    const hidden = $balanceHidden.get();
    const refreshing = $walletRefreshing.get();
    const view = balanceView({ amount: $sumBalance.get(), hidden, refreshing, failed: $walletFailed.get(), wasUnavailable }, config.money);
    const unavailable = view.state === 'unavailable';
    wasUnavailable = unavailable;
    widget.classList.toggle('balance-failed', unavailable);
    widget.classList.toggle('balance-loading', view.state === 'loading');
    amount.hidden = hide.hidden = refresh.hidden = unavailable;
    message.hidden = retry.hidden = !unavailable;
    amount.textContent = view.text;
    amount.setAttribute('aria-busy', String(view.state === 'loading'));
    hide.setAttribute('aria-pressed', String(hidden));
    hide.setAttribute('aria-label', hidden ? config.show : config.hide);
    refresh.disabled = refreshing;
    retry.disabled = refreshing;
    refresh.firstElementChild?.classList.toggle('spin', refreshing);
    retry.firstElementChild?.classList.toggle('spin', refreshing);
  };
  for (const store of [$sumBalance, $balanceHidden, $walletRefreshing, $walletFailed]) store.subscribe(paint);
  hide.addEventListener('click', toggleBalanceHidden);
  for (const button of [refresh, retry]) button.addEventListener('click', () => void refreshWallet());
  $session.subscribe((session) => {
    if (session) void refreshWallet();
  });
}

const widgets = document.querySelectorAll<HTMLElement>('[data-balance]');
if (widgets.length) {
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting || !$session.get()) continue;
      observer.unobserve(entry.target);
      void start(entry.target as HTMLElement);
    }
  });
  for (const widget of widgets) observer.observe(widget);
}
