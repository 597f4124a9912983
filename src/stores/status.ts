/**
 * System status (A §3, §4): the cached code from storage `status` first, refreshed in the
 * background; maintenance wins over region restriction. Loaded on every page by the status gate
 * (src/features/account/status/status.client.ts), so it holds no more than the code, and the answer's
 * image CDN bases for the islands that show platform images (imageCdns).
 */
import { atom } from 'nanostores';
import { MOBILE_TEMPLATE_KEY, STORAGE_KEYS } from '../lib/storage-keys.ts';
import { type SystemStatusCode } from '../contract/vocabulary.ts';
import type { ValueOf } from '../contract/schemas.ts';
import { deriveStatus, parseCachedStatus } from './system-status.ts';
import { platformCall } from '../lib/platform.ts';
import { readStorage, writeStorage } from '../lib/storage.ts';
import * as shellCalls from '../contract/calls/shell.ts';

/** null until a status is known (first visit, before the platform answers). */
export const $systemStatus = atom<SystemStatusCode | null>(parseCachedStatus(readStorage(STORAGE_KEYS.status)));

/** The page's latest status call: null when it failed. */
let latest: Promise<ValueOf<'systemStatus'> | null> | undefined;

let asking: Promise<ValueOf<'systemStatus'> | null> | undefined;

/** One call at a time: a page script that wants the image CDN before the gate asks shares the gate's call. */
function askStatus(): Promise<ValueOf<'systemStatus'> | null> {
  asking ??= platformCall(shellCalls.systemStatus, {})
    .catch(() => null)
    .finally(() => (asking = undefined));
  latest = asking;
  return latest;
}

/**
 * Asks the platform; the answer is stored for the next page. Resolves null when it did not answer.
 * `reuse`: a call this page already made will do (the gate's first look, after a page script asked
 * for the image CDN: one status call a page, not two on a line that has no bandwidth to spare).
 */
export async function refreshSystemStatus({ reuse = false } = {}): Promise<SystemStatusCode | null> {
  const answer = await ((reuse && latest) || askStatus());
  if (!answer) return null; // unreachable or broken platform: keep what the player sees
  const status = deriveStatus(answer);
  writeStorage(STORAGE_KEYS.status, String(status));
  if (answer.info?.mobileTemplate) writeStorage(MOBILE_TEMPLATE_KEY, JSON.stringify(answer.info.mobileTemplate));
  $systemStatus.set(status);
  return status;
}

/**
 * The platform's image CDN bases (status `info.imageCDNs`, src/lib/images.ts), from this page's
 * status call (the gate makes one on every page) or one made now; [] when it fails.
 */
export async function imageCdns(): Promise<readonly string[]> {
  const answer = await (latest ?? askStatus());
  knownCdns = answer?.info?.imageCDNs ?? []; // the browser does not validate answers: a platform may leave info out
  return knownCdns;
}

let knownCdns: readonly string[] | null = null;

/** What imageCdns() last resolved to, or null before it has: an island that starts after the page's script asked draws its icons in its first render. */
export function knownImageCdns(): readonly string[] | null {
  return knownCdns;
}

/** The mobile templates (A §3 `mem_cen`, `dep_func`) of this page's status call, or of one made now; null when it fails. */
export async function mobileTemplate(): Promise<ValueOf<'systemStatus'>['info']['mobileTemplate'] | null> {
  const answer = await (latest ?? askStatus());
  return answer?.info?.mobileTemplate ?? null;
}
