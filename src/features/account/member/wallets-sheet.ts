// The wallets sheet's script (WalletsSheet.astro), loaded on its first opening: the wallets through
// the fetcher (asked again at every opening), and "Move all to main wallet" (moveToMainButton).
import { remoteList, showRead } from '../../../components/list/remote-list.ts';
import { cloneTemplate } from '../../../components/list/template.ts';
import { translateError } from '../../../lib/errors.ts';
import { createCallStore } from '../../../lib/fetcher.ts';
import { formatMoney } from '../../../lib/money.ts';
import { MEMBER_HOME, WALLETS } from './member-home.ts';
import { MAIN_WALLET_VENDOR, moveToMainButton, walletName } from '../../../widgets/cashier/wallets.ts';
import * as memberCalls from '../../../contract/calls/member.ts';

const $wallets = createCallStore(memberCalls.merchantWallet, {});
let started = false;

export function open(dialog: HTMLDialogElement): void {
  if (started) {
    $wallets.revalidate();
    return;
  }
  started = true;
  const { config } = MEMBER_HOME.read()!;
  const root = dialog.querySelector<HTMLElement>(WALLETS.selector)!;
  const texts = WALLETS.of(root);
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

  moveToMainButton(button, result, { texts, money: config.money, messages: config.messages });
}
