/**
 * Status gate, browser side. The pre-paint script already showed the cached status (or the splash
 * on a first visit); this refreshes it in the background (src/stores/status.ts stores it under
 * `status`), and while a maintenance or restricted page shows, checks again now and then so the
 * site reopens by itself.
 */
import { SYSTEM_STATUS } from '../../../contract/vocabulary.ts';
import { refreshSystemStatus } from '../../../stores/status.ts';

/** Ours: the splash (first visit, no cached status) never stays longer than this. */
export const SPLASH_MAX_MS = 2_500;

/** Ours: while a maintenance or restricted page shows, the status is checked again this often. */
export const STATUS_RECHECK_MS = 30_000;

const root = document.documentElement;
let recheck: ReturnType<typeof setTimeout> | undefined;

function dropSplash(): void {
  root.classList.remove('awaiting-status');
}

async function refresh(first = false): Promise<void> {
  clearTimeout(recheck);
  // null: unreachable or broken platform; keep what the player sees (cached status or the page).
  const status = await refreshSystemStatus({ reuse: first });
  if (status !== null) root.dataset.status = String(status);
  dropSplash();
  if (root.dataset.status && root.dataset.status !== String(SYSTEM_STATUS.normal)) {
    recheck = setTimeout(refresh, STATUS_RECHECK_MS);
  }
}

setTimeout(dropSplash, SPLASH_MAX_MS);
void refresh(true);

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-status-retry]')) {
  button.addEventListener('click', async () => {
    const label = button.textContent;
    button.disabled = true;
    button.textContent = button.dataset.checking ?? label;
    await refresh();
    button.disabled = false;
    button.textContent = label;
  });
}
