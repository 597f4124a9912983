/**
 * Fills the invite page (InvitePage.astro) from inviteInfo: the member's code and link with their
 * Copy buttons, Share, the link's QR code (src/lib/qr.ts, loaded on demand), the figures and the referral
 * promotion's rules (server HTML through the shared sanitiser). The list kit shows loading, the
 * failed call (its translated reason with Try again) and, when no referral promotion runs, its
 * empty state: inviting is closed, with a way to the promotions.
 *
 * Runs only while the gate lets the member in (GatedPage.astro: guests have left for login, agents
 * and closed invitations see their notice instead), so it asks nothing for anyone else.
 */
import { remoteList } from '../../../components/list/remote-list.ts';
import { cloneTemplate, type Clone } from '../../../components/list/template.ts';
import { mountToasts } from '../../../components/form/toasts.client.ts';
import { showToast } from '../../../components/form/toast.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { translateError } from '../../../lib/errors.ts';
import { ApiError } from '../../../lib/platform.ts';
import { showServerHtml } from '../../../lib/sanitize-html.ts';
import { $session, isAgent } from '../../../lib/session.ts';
import { afterShareFailure, figureTexts, INVITE, isInviteInfo, shareData, shareMethod, type InviteConfig, type InviteInfo } from './invite.ts';
import { loadInviteInfo } from './api.ts';

async function copyWithToast(text: string, shown: HTMLElement, texts: InviteConfig['texts']): Promise<void> {
  const copied = await copyText(text, shown);
  showToast(copied ? { text: texts.copied, kind: 'success' } : { text: texts.copyFailed, kind: 'error' });
}

function draw(info: InviteInfo, config: InviteConfig, part: Clone['part']): void {
  const code = part('code');
  const link = part('link');
  code.textContent = info.code;
  link.textContent = info.link;
  part('copyCode').addEventListener('click', () => void copyWithToast(info.code, code, config.texts));
  part('copyLink').addEventListener('click', () => void copyWithToast(info.link, link, config.texts));
  part('share').addEventListener('click', () => {
    const data = shareData(info, config.texts);
    if (shareMethod(navigator, data) === 'copy') return void copyWithToast(info.link, link, config.texts);
    navigator.share(data).catch((error: unknown) => {
      if (afterShareFailure(error) === 'copy') void copyWithToast(info.link, link, config.texts);
    });
  });

  const figures = figureTexts(info.figures, config.money);
  part('invited').textContent = figures.invited;
  part('qualified').textContent = figures.qualified;
  part('reward').textContent = figures.reward;

  part('rulesTitle').textContent = info.promotion!.title;
  void showServerHtml(part('rules'), info.promotion!.content);

  const canvas = part<HTMLCanvasElement>('qr');
  import('../../../lib/qr.ts')
    .then(({ drawQr }) => drawQr(canvas, info.link))
    .catch(() => {
      // The chunk did not arrive (offline, a new deploy) or the link is too long to encode: say so where the code would be.
      const note = part('qrFailed');
      note.textContent = config.texts.qrFailed;
      note.hidden = false;
      canvas.hidden = true;
    });
}

const found = INVITE.read();
if (found) {
  const { element: page, config } = found;
  const list = remoteList(page.querySelector('[data-remote-list]')!);
  const template = page.querySelector<HTMLTemplateElement>('[data-invite-content]')!;

  const render = (info: InviteInfo) => {
    // No referral promotion runs: inviting is closed (A §6), the kit's empty state says so.
    if (info.promotion === null) return list.show([]);
    const { root, part } = cloneTemplate(template);
    draw(info, config, part);
    list.show([...root.children]);
  };

  const load = async () => {
    try {
      const answer: unknown = await loadInviteInfo(config.language);
      if (!isInviteInfo(answer)) throw new ApiError('malformed', 'inviteInfo: not the answer the page draws');
      render(answer);
    } catch (error) {
      list.fail(translateError(error, config.messages));
    }
  };

  // Only for whom the gate opens the page: a guest is on the way to login, an agent gets the agent
  // modal, and a known closed invitation shows "coming soon" (GatedPage.astro decided before paint).
  const session = $session.get();
  const gate = page.closest<HTMLElement>('[data-gate]');
  if (session && !isAgent(session.type) && (!gate || gate.dataset.gate === 'go')) {
    mountToasts();
    list.onRetry(() => void load());
    void load();
  }
}
