/**
 * Status gate, browser side. The pre-paint script already showed the cached status (or the splash
 * on a first visit); this refreshes it in the background, stores it under `status`, and while a
 * maintenance or restricted page shows, checks again now and then so the site reopens by itself.
 */
import { SPLASH_MAX_MS, STATUS_RECHECK_MS, STORAGE_KEYS, SYSTEM_STATUS, type SystemStatusCode } from '../../constants.ts';
import { platformCall } from '../../lib/platform.ts';
import { writeStorage } from '../../lib/storage.ts';
import { deriveStatus } from './status.ts';

const root = document.documentElement;
let recheck: ReturnType<typeof setTimeout> | undefined;

function dropSplash(): void {
  root.classList.remove('awaiting-status');
}

function show(status: SystemStatusCode): void {
  root.dataset.status = String(status);
  writeStorage(STORAGE_KEYS.status, String(status));
}

async function refresh(): Promise<void> {
  clearTimeout(recheck);
  try {
    show(deriveStatus(await platformCall('systemStatus', {})));
  } catch {
    // Unreachable or broken platform: keep what the player sees (cached status or the page).
  } finally {
    dropSplash();
    if (root.dataset.status && root.dataset.status !== String(SYSTEM_STATUS.normal)) {
      recheck = setTimeout(refresh, STATUS_RECHECK_MS);
    }
  }
}

setTimeout(dropSplash, SPLASH_MAX_MS);
void refresh();

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
