/**
 * The member's avatar (A §7 "get head icon", "set head icon"; ours where the spec is silent), as the
 * header, the side menu and the member centre show it: a preset (1 to AVATAR_PRESETS, drawn by us:
 * no picture to fetch) or the member's own picture. Remembered on the device for the member it
 * belongs to, so every page paints it at once; asked of the platform once per visit, and set at once
 * everywhere when the member picks another. Gone when the session ends.
 */
import { atom } from 'nanostores';
import { AVATAR_PRESETS } from '../contract/limits.ts';
import type { ValueOf } from '../contract/schemas.ts';
import { resolveImageUrl } from '../lib/images.ts';
import { mutateCall } from '../lib/mutate.ts';
import { isRecord, parseJson } from '../lib/parse-json.ts';
import { platformCall } from '../lib/platform.ts';
import { $session, onSessionEnd } from '../lib/session.ts';
import { readStorage, writeStorage } from '../lib/storage.ts';
import { imageCdns } from './status.ts';
import * as shellCalls from '../contract/calls/shell.ts';

/** What an avatar shows: a preset's number, or a picture's address. */
export type ShownAvatar = { preset: number; src?: never } | { src: string; preset?: never };

/** localStorage: the avatar of the member named `user` (name ours). */
const CACHE_KEY = 'avatar';
/** sessionStorage: this visit has asked the platform (name ours). */
const ASKED_KEY = 'avatarAsked';

/** A preset's hue: the presets go round the colour wheel. */
export const presetHue = (preset: number): number => Math.round(((preset - 1) * 360) / AVATAR_PRESETS);

/** The avatar a head icon answer shows; preset 1 for anything we cannot show. */
export function shownAvatar(answer: Pick<ValueOf<'getHeadIcon'>, 'icon' | 'url'>, cdns: readonly string[]): ShownAvatar {
  if (answer.url) return { src: resolveImageUrl(answer.url, cdns) };
  const preset = Number(answer.icon);
  return Number.isInteger(preset) && preset >= 1 && preset <= AVATAR_PRESETS ? { preset } : { preset: 1 };
}

/** The remembered avatar, if it is `user`'s and one we can show. */
export function parseCachedAvatar(text: string | null, user: string | undefined): ShownAvatar | null {
  if (!user) return null;
  // Anything else (not ours, another member's) is ignored: the platform's answer replaces it.
  const cached = parseJson(text, isRecord);
  if (cached?.user !== user) return null;
  if (typeof cached.src === 'string' && /^(https?:)?\//.test(cached.src)) return { src: cached.src };
  if (typeof cached.preset === 'number') return shownAvatar({ icon: String(cached.preset), url: null }, []);
  return null;
}

export const $avatar = atom<ShownAvatar | null>(parseCachedAvatar(readStorage(CACHE_KEY), $session.get()?.userName));
/** Whether the platform takes the member's own picture (from the last answer; false until one came). */
export const $avatarUploadAllowed = atom(false);

/** Counts the answers that change what shows: an older refresh's answer never overwrites a newer pick. */
let generation = 0;

/** Shows `answer` everywhere and remembers it for the next page. */
async function showHeadIcon(answer: ValueOf<'getHeadIcon'>): Promise<void> {
  const user = $session.get()?.userName;
  if (!user) return;
  const shown = shownAvatar(answer, answer.url ? await imageCdns() : []);
  $avatarUploadAllowed.set(answer.uploadAllowed);
  $avatar.set(shown);
  writeStorage(CACHE_KEY, JSON.stringify({ user, ...shown }));
}

/** Asks the platform (once a visit unless `force`); keeps what is shown when it fails. Never throws. */
export async function refreshAvatar({ force = false } = {}): Promise<void> {
  const session = $session.get();
  if (!session || (!force && readStorage(ASKED_KEY, true) === session.userName)) return;
  const asked = ++generation;
  try {
    const answer = await platformCall(shellCalls.getHeadIcon, {});
    if (asked !== generation) return; // the member picked another meanwhile
    await showHeadIcon(answer);
    writeStorage(ASKED_KEY, session.userName, true);
  } catch {
    // The remembered avatar (or the default) stays: an avatar is not worth an error on every page.
  }
}

/** Sets the avatar (a preset, or an own picture as a data URL): shown everywhere once the platform took it. Throws ApiError. */
export async function setHeadIcon(request: { icon: string } | { image: string }): Promise<void> {
  generation++;
  const answer = await mutateCall(shellCalls.setHeadIcon, request);
  generation++;
  await showHeadIcon(answer);
}

onSessionEnd(() => {
  $avatar.set(null);
  writeStorage(CACHE_KEY, null);
  writeStorage(ASKED_KEY, null, true);
});
