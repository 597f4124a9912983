/**
 * Shell behaviour on every page, without a framework: dialogs (service modal, download pop-up,
 * game menu, sidebar), the service-button toggle, back arrows, language and theme choices,
 * session-dependent classes, and the back swipe that must not animate (account §2, §4).
 */
import { MEMBER_TYPES } from '../contract/vocabulary.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { THEMES } from '../constants.ts';
import { writeStorage } from '../lib/storage.ts';
import { $session, isRealAccount, isTrial } from '../lib/session.ts';
import { closeDialogs, openDialog } from './dialogs.ts';

export const SWIPE_BACK_THRESHOLD_PX = 100;

const root = document.documentElement;

// Dialogs: [data-open="<dialog id>"] opens (with [data-next]: where a login modal goes after), [data-close]
// or a click on the mask closes. A link with data-open still navigates on pages without that dialog
// (the login page's "register" link) and before this script runs.
document.addEventListener('click', (event) => {
  const target = event.target as Element;
  const opener = target.closest<HTMLElement>('[data-open]');
  if (opener) {
    if (openDialog(opener.dataset.open ?? '', opener.dataset.next)) event.preventDefault();
    return;
  }
  if (target.closest('[data-close]') || target instanceof HTMLDialogElement) {
    (target.closest('dialog') as HTMLDialogElement | null)?.close();
    return;
  }
  const toggle = target.closest<HTMLElement>('[data-toggle]');
  if (toggle) {
    const panel = document.getElementById(toggle.dataset.toggle ?? '');
    if (panel) {
      panel.hidden = !panel.hidden;
      toggle.setAttribute('aria-expanded', String(!panel.hidden));
    }
    return;
  }
  const replace = target.closest<HTMLAnchorElement>('a[data-back="replace"]');
  if (replace) {
    event.preventDefault();
    location.replace(replace.href);
    return;
  }
  const back = target.closest<HTMLAnchorElement>('a[data-back="history"]');
  // Back in history when there is a page of ours to go back to, else the link's home.
  if (back && history.length > 1 && document.referrer.startsWith(location.origin)) {
    event.preventDefault();
    history.back();
    return;
  }
  if (target.closest('[data-hide-download-bar]')) {
    writeStorage(STORAGE_KEYS.hideDownloadBar, '1');
    root.classList.add('download-bar-hidden');
    return;
  }
  const language = target.closest<HTMLAnchorElement>('a[data-language]');
  if (language) writeStorage(STORAGE_KEYS.language, language.dataset.language ?? null);
  const theme = target.closest<HTMLButtonElement>('[data-theme-choice]');
  if (theme) applyTheme(theme.dataset.themeChoice ?? '');
});

function applyTheme(theme: string): void {
  if (!(THEMES as readonly string[]).includes(theme)) return;
  root.dataset.theme = theme;
  writeStorage(STORAGE_KEYS.theme, theme);
  markTheme();
}

function markTheme(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-choice]')) {
    button.setAttribute('aria-pressed', String(button.dataset.themeChoice === root.dataset.theme));
  }
}
markTheme();

// A page restored from the back/forward cache is a route change too: close what was open.
addEventListener('pageshow', (event) => {
  if (event.persisted) closeDialogs();
});

// Session-dependent chrome follows the session live (login in another tab, logged-out answers).
$session.subscribe((session) => {
  root.classList.toggle('has-session', session !== undefined);
  root.classList.toggle('is-agent', session !== undefined && (MEMBER_TYPES.agent as readonly number[]).includes(session.type));
  root.classList.toggle('not-real', session !== undefined && !isRealAccount(session.type));
  root.classList.toggle('is-trial', session !== undefined && isTrial(session.type));
  for (const name of document.querySelectorAll('[data-session-name]')) name.textContent = session?.userName ?? '';
});

// Back swipe: a rightward swipe from the left edge of more than the threshold goes back with no
// page transition (the fade would fight the gesture).
const EDGE_PX = 24;
let swipeStart: { x: number; y: number } | null = null;
let swipedBack = false;
addEventListener(
  'touchstart',
  (event) => {
    const touch = event.touches[0];
    swipeStart = touch && touch.clientX <= EDGE_PX ? { x: touch.clientX, y: touch.clientY } : null;
  },
  { passive: true },
);
addEventListener(
  'touchend',
  (event) => {
    const touch = event.changedTouches[0];
    if (!swipeStart || !touch) return;
    const dx = touch.clientX - swipeStart.x;
    const dy = Math.abs(touch.clientY - swipeStart.y);
    swipeStart = null;
    if (dx > SWIPE_BACK_THRESHOLD_PX && dy < dx / 2 && history.length > 1) {
      swipedBack = true;
      history.back();
    }
  },
  { passive: true },
);
addEventListener('pageswap', (event) => {
  const transition = (event as Event & { viewTransition?: { skipTransition(): void } | null }).viewTransition;
  if (swipedBack) transition?.skipTransition();
  swipedBack = false;
});
