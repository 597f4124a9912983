// The bottom bar's member entry shows everything the member has unread (G §2 "Bottom footer":
// "Unread badge shows 99+ above 99"): inbox, message-centre announcements and, with CBS3, live chat
// ($memberUnread), so it drops as soon as a message or a notice is read; a badge marked
// `data-unread-badge="inbox"` (the member centre's Messages entry) counts the inbox alone. The
// counters (and their requests) load only for a member.
import { $session } from '../../lib/session.ts';
import { badgeText } from './unread-badge.ts';

const badges = [...document.querySelectorAll<HTMLElement>('[data-unread-badge]')];
if (badges.length) {
  const stop = $session.subscribe((session) => {
    if (!session) return;
    queueMicrotask(() => stop());
    void import('../../stores/unread.ts').then(({ $memberUnread, $inboxUnread }) => {
      for (const badge of badges) {
        (badge.dataset.unreadBadge === 'inbox' ? $inboxUnread : $memberUnread).subscribe((count) => {
          badge.textContent = badgeText(count);
          badge.hidden = count <= 0;
          // Read with the link: "Member, unread messages 3".
          const entry = badge.closest('a');
          if (count > 0) entry?.setAttribute('aria-describedby', `unread-badge-label ${badge.id}`);
          else entry?.removeAttribute('aria-describedby');
        });
      }
    });
  });
}
