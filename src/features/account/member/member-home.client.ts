// The member centre's script (MemberHomePage.astro): the layout of the platform's answer, the name
// and VIP label from the member info (with a retry when it fails; the user name shows meanwhile),
// and the wallets sheet and avatar picker, each loaded on its first opening.
import { DIALOG_OPENED } from '../../../shell/dialogs.ts';
import { $session } from '../../../lib/session.ts';
import { $memberInfo, refreshMemberInfo } from '../../../stores/member.ts';
import { mobileTemplate } from '../../../stores/status.ts';
import { layoutOf } from './entries.ts';
import { displayName, MEMBER_HOME, vipColour } from './member-home.ts';

const found = MEMBER_HOME.read();
if (found) {
  const { element: root } = found;
  const part = <E extends HTMLElement = HTMLElement>(name: string) => root.querySelector<E>(`[data-${name}]`)!;

  void mobileTemplate().then((template) => {
    if (template) root.dataset.layout = layoutOf(template.mem_cen);
  });

  const name = part('member-name');
  const account = part('member-account');
  const vip = part('vip');
  const failed = part('info-failed');
  part('info-retry').addEventListener('click', refreshMemberInfo);

  $memberInfo.subscribe(({ data, error, loading }) => {
    const userName = $session.get()?.userName ?? '';
    const shown = displayName(data, userName);
    name.textContent = shown;
    // The user name under a nickname: the member logs in with it.
    account.hidden = !data || shown === data.account;
    if (data) account.textContent = data.account;
    const label = data?.clubLabel;
    vip.hidden = !label?.labelName;
    if (label) {
      part('vip-name').textContent = label.labelName;
      vip.style.setProperty('--vip', vipColour(label.level));
    }
    failed.hidden = loading || !error;
  });

  // The sheets' scripts come with their first opening.
  const onFirstOpen = (id: string, load: () => Promise<{ open(dialog: HTMLDialogElement): void }>) => {
    const dialog = document.getElementById(id) as HTMLDialogElement | null;
    dialog?.addEventListener(DIALOG_OPENED, () => void load().then((module) => module.open(dialog)));
  };
  onFirstOpen('wallets-sheet', () => import('./wallets-sheet.ts'));
  onFirstOpen('avatar-sheet', () => import('./avatar-sheet.ts'));
}
