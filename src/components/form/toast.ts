/**
 * A tiny toast queue (A §9 "Toasts"): `showToast({ text, kind, durationMs })` shows a message and
 * returns `hide()`. Every toast ends by itself: info/success/error after their duration, loading
 * toasts on `hide()` or after TOAST_MS.loading at the latest (a caller may ask for up to
 * TOAST_MS.loadingSetPassword, the spec's one 15 s case). `<Toasts />` renders the queue.
 * Node-safe (no DOM): unit-tested with fake timers.
 */
import { atom } from 'nanostores';
import { TOAST_MS } from '../../constants.ts';

export type ToastKind = 'info' | 'success' | 'error' | 'loading';

export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}

export interface ToastOptions {
  text: string;
  kind?: ToastKind;
  /** How long it shows; default per kind (see DEFAULT_MS). */
  durationMs?: number;
}

/** Defaults per kind: notice 1.5 s, success 1.5 s, errors the short 3 s, loading 10 s (A §9). */
export const DEFAULT_MS: Readonly<Record<ToastKind, number>> = {
  info: TOAST_MS.notice,
  success: TOAST_MS.success,
  error: TOAST_MS.short,
  loading: TOAST_MS.loading,
};
/** Ours: at most this many toasts at once; the oldest gives way. */
export const MAX_TOASTS = 3;
const LONGEST_MS = Math.max(TOAST_MS.long, TOAST_MS.loadingSetPassword);

export const $toasts = atom<readonly Toast[]>([]);

let nextId = 1;

/** Shows a toast; the returned function hides it early (calling it twice is harmless). */
export function showToast({ text, kind = 'info', durationMs }: ToastOptions): () => void {
  const id = nextId++;
  const requested = durationMs ?? DEFAULT_MS[kind];
  const limit = kind === 'loading' ? Math.max(TOAST_MS.loading, Math.min(requested, TOAST_MS.loadingSetPassword)) : LONGEST_MS;
  const ms = Math.max(0, Math.min(requested, limit));
  $toasts.set([...$toasts.get(), { id, text, kind }].slice(-MAX_TOASTS));
  const timer = setTimeout(() => hide(), ms);
  function hide() {
    clearTimeout(timer);
    const list = $toasts.get();
    if (list.some((toast) => toast.id === id)) $toasts.set(list.filter((toast) => toast.id !== id));
  }
  return hide;
}

/** Removes every toast (e.g. before leaving the page). */
export function clearToasts(): void {
  $toasts.set([]);
}

/**
 * The one live region that shows the queue: the first to claim it, a React island's <Toasts />
 * (Toasts.tsx) or a plain script's mountToasts (toasts.client.ts), so a toast never shows twice on a
 * page that has both (a page script and the side menu's sign-out island).
 */
let regionOwner: symbol | null = null;
export function claimToastRegion(owner: symbol): boolean {
  regionOwner ??= owner;
  return regionOwner === owner;
}
export function releaseToastRegion(owner: symbol): void {
  if (regionOwner === owner) regionOwner = null;
}
