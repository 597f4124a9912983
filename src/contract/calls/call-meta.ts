/**
 * What a platform call is: method, path and flags, without schemas (those are ../schemas/, which
 * only the build, the sandbox and the tests import; the browser takes their types alone).
 *
 * A call's URL is `brand.api.baseUrl + brand.api.prefixes[group] + path`, so an operator points a
 * bundle at their platform from the brand file. The paths are ours (the spec gives none); the
 * spec's `/wps/` (accounts, content) and `/lgw/` (game gateway) groups are the default prefixes.
 * Sections in brackets are the spec's: A = account-area.md, G = game-content-area.md.
 */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallGroup = 'wps' | 'lgw';

export interface CallMeta {
  /** The call's id, also its export name: cache keys, answer checks, what a write makes stale. */
  id: string;
  method: CallMethod;
  group: CallGroup;
  path: string;
  /**
   * Sends the session token (header `Authorization: Bearer …`); a 401 answer clears the session.
   * 'optional': sent when there is a session (e.g. announcements carry read flags for members).
   */
  auth: boolean | 'optional';
  /** Body encrypted with the brand's key (A §7); see src/lib/body-crypto.ts. */
  encrypted: boolean;
  /** How the request travels: query string, JSON body or form-urlencoded body. */
  body: 'query' | 'json' | 'form';
  /** Module id the platform expects with the call (A §7). */
  moduleId?: string;
}

export const get = <Id extends string, Auth extends boolean = false>(id: Id, group: CallGroup, path: string, auth = false as Auth) =>
  ({ id, method: 'GET', group, path, auth, encrypted: false, body: 'query' }) as const;
export const post = <Id extends string, Auth extends boolean = false>(id: Id, group: CallGroup, path: string, auth = false as Auth) =>
  ({ id, method: 'POST', group, path, auth, encrypted: false, body: 'json' }) as const;
/** A call whose flags are not `get`'s or `post`'s (encrypted, another method or body, a module id), on one line. */
export const call = <const Meta extends CallMeta>(meta: Meta): Meta => meta;
