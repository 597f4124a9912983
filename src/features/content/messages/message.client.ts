/**
 * The message centre's behaviour (MessagePage.astro): unread badges for members (hidden for
 * guests and at 0; 99+ above 99), the guest and trial rules of G §6 (guests log in, in the login
 * modal, then on to where they were going; trial accounts get the free_reject toast for 1 s and
 * stay), and the live chat launch (G §4: the platform's chatUrl, only where the link policy allows, opened
 * LIVE_CHAT_REDIRECT_MS after the answer with a loading toast meanwhile).
 */
import { FREE_REJECT_TOAST_MS, LIVE_CHAT_REDIRECT_MS } from '../../../constants.ts';
import { showToast } from '../../../components/form/toast.ts';
import { mountToasts } from '../../../components/form/toasts.client.ts';
import { translateError } from '../../../lib/errors.ts';
import { allowedOrigins } from '../../../lib/link-policy.ts';
import { navigate } from '../../../lib/safe-path.ts';
import { $session } from '../../../lib/session.ts';
import { openDialog } from '../../../shell/dialogs.ts';
import { badgeText } from '../../../widgets/unread/unread-badge.ts';
import { launchLiveChat } from './api.ts';
import { chatAddress, entryDecision, MESSAGE_CENTRE, type ProtectedEntry } from './messages.ts';

const found = MESSAGE_CENTRE.read();
if (found) {
  const { element: root, config } = found;
  mountToasts();

  const showBadge = (id: string, count: number) => {
    const badge = root.querySelector<HTMLElement>(`[data-badge="${id}"]`);
    if (!badge) return;
    badge.querySelector('[data-count]')!.textContent = badgeText(count);
    badge.hidden = count <= 0;
  };
  // Counts load only for a member (no request, no badge for guests); they follow the session.
  const stop = $session.subscribe((session) => {
    if (!session) return;
    queueMicrotask(() => stop());
    void import('../../../stores/unread.ts').then(({ $announcementUnread, $chatUnread, $inboxUnread }) => {
      $announcementUnread.subscribe((count) => showBadge('announcements', count));
      $inboxUnread.subscribe((count) => showBadge('inbox', count));
      $chatUnread.subscribe((count) => showBadge('liveChat', count));
    });
  });

  let hideLoading: (() => void) | null = null;
  const launchChat = async () => {
    if (hideLoading) return; // one launch at a time
    hideLoading = showToast({ text: config.texts.chatLoading, kind: 'loading' });
    const fail = (text: string) => {
      hideLoading?.();
      hideLoading = null;
      showToast({ text, kind: 'error' });
    };
    try {
      const { chatUrl } = await launchLiveChat({
        b2c: 1,
        language: config.language,
        backUrl: location.origin + config.backPath,
        headerColor: config.headerColor,
        title: config.chatTitle,
      });
      const address = chatAddress(chatUrl, {
        origin: location.origin,
        allowedOrigins: allowedOrigins(),
        platformBase: new URL(config.platformBase || '/', location.origin).href,
      });
      if (!address) return fail(config.texts.chatRefused);
      setTimeout(() => location.assign(address), LIVE_CHAT_REDIRECT_MS);
    } catch (error) {
      fail(translateError(error, config.messages));
    }
  };
  // Back from the chat (a page kept in the back/forward cache): no loading toast left, a new launch possible.
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    hideLoading?.();
    hideLoading = null;
  });

  root.addEventListener('click', (event) => {
    const entry = (event.target as Element).closest<HTMLElement>('[data-entry]');
    const id = entry?.dataset.entry as ProtectedEntry | undefined;
    if (!entry || (id !== 'announcements' && id !== 'inbox' && id !== 'liveChat')) return;
    const decision = entryDecision(id, $session.get());
    if (decision === 'go' && id !== 'liveChat') return; // the link goes
    event.preventDefault();
    if (decision === 'go') void launchChat();
    else if (decision === 'login') {
      const next = entry.getAttribute('href') ?? config.backPath;
      if (!openDialog('login-modal', next)) navigate(config.loginPath);
    } else showToast({ text: config.texts.trial, kind: 'info', durationMs: FREE_REJECT_TOAST_MS });
  });
}
