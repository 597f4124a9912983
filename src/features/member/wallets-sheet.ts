// The wallets sheet's script (WalletsSheet.astro), loaded on its first opening: the wallets through
// the fetcher (asked again at every opening), and "Move all to main wallet" with one request id per
// intended move (src/lib/money-submit.ts: kept for a retry after a time-out, so nothing moves twice), then the balances
// re-read everywhere (the fetcher's STALE_AFTER refreshes the wallets and the total).
import { remoteList, showRead } from '../../components/list/remote-list.ts';
import { cloneTemplate } from '../../components/list/template.ts';
import { translateError } from '../../lib/errors.ts';
import { createCallStore, mutateCall } from '../../lib/fetcher.ts';
import { formatMoney } from '../../lib/money.ts';
import { moneySubmit } from '../../lib/money-submit.ts';
import { $session } from '../../lib/session.ts';
import { MEMBER_HOME } from './member-home.ts';
import { MAIN_WALLET_VENDOR, transferOutcome, walletName, type WalletTexts } from './wallets.ts';

const $wallets = createCallStore('merchantWallet', {});
let started = false;

export function open(dialog: HTMLDialogElement): void {
  if (started) {
    $wallets.revalidate();
    return;
  }
  started = true;
  const { config } = MEMBER_HOME.read()!;
  const root = dialog.querySelector<HTMLElement>('[data-wallets]')!;
  const texts = JSON.parse(root.dataset.wallets!) as WalletTexts;
  const list = remoteList(root.querySelector('[data-remote-list]')!);
  const template = root.querySelector<HTMLTemplateElement>('[data-wallet-template]')!;
  const result = root.querySelector<HTMLElement>('[data-transfer-result]')!;
  const button = root.querySelector<HTMLButtonElement>('[data-transfer-all]')!;

  showRead(
    list,
    $wallets,
    ({ wallets }) =>
      list.show(
        wallets.map((wallet) => {
          const row = cloneTemplate(template);
          row.part('name').textContent = walletName(wallet, texts);
          row.part('name').translate = wallet.vendor === MAIN_WALLET_VENDOR; // a vendor's wallet is named by the platform, shown as sent
          row.part('amount').textContent = formatMoney(wallet.balance, config.money) ?? '';
          return row.root;
        }),
      ),
    (error) => translateError(error, config.messages),
  );

  const transfer = moneySubmit(
    'transferAllBack',
    () => $session.get()?.userName ?? null,
    (request: { requestId: string }) => mutateCall('transferAllBack', request),
  );
  button.addEventListener('click', async () => {
    if (button.disabled) return;
    button.disabled = true;
    result.textContent = texts.transferring;
    const outcome = await transfer.submit({});
    if (outcome)
      result.textContent = outcome.kind === 'done' ? transferOutcome(outcome.value, texts, config.money) : translateError(outcome.error, config.messages);
    button.disabled = false;
  });
}
