/**
 * System status (A §3, §4): the cached code from storage `status` first, refreshed in the
 * background; maintenance wins over region restriction. Loaded on every page by the status gate
 * (src/features/status/status.client.ts), so it holds no more than the code.
 */
import { atom } from 'nanostores';
import { STORAGE_KEYS, type SystemStatusCode } from '../constants.ts';
import { deriveStatus, parseCachedStatus } from './system-status.ts';
import { platformCall } from '../lib/platform.ts';
import { readStorage, writeStorage } from '../lib/storage.ts';

/** null until a status is known (first visit, before the platform answers). */
export const $systemStatus = atom<SystemStatusCode | null>(parseCachedStatus(readStorage(STORAGE_KEYS.status)));

/** Asks the platform; the answer is stored for the next page. Resolves null when it did not answer. */
export async function refreshSystemStatus(): Promise<SystemStatusCode | null> {
  try {
    const status = deriveStatus(await platformCall('systemStatus', {}));
    writeStorage(STORAGE_KEYS.status, String(status));
    $systemStatus.set(status);
    return status;
  } catch {
    return null; // unreachable or broken platform: keep what the player sees
  }
}
