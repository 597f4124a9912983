/**
 * Every platform call: method, path and flags, without schemas, so the browser bundle can import
 * it for the price of a few strings. The schemas of each call are in ./schemas.ts (zod), which only
 * the build, the sandbox and the tests import; the browser takes their types alone.
 *
 * A call's URL is `brand.api.baseUrl + brand.api.prefixes[group] + path`, so an operator points a
 * bundle at their platform from the brand file. The paths are ours (the spec gives none).
 */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallGroup = 'wps' | 'lgw';

export interface CallMeta {
  method: CallMethod;
  group: CallGroup;
  path: string;
  /** Sends the session token (header `Authorization: Bearer …`); a logged-out answer clears the session. */
  auth: boolean;
  /** Body encrypted with the brand's key (account §7). */
  encrypted: boolean;
  /** How a body is sent; GET and DELETE without body send the request as query parameters. */
  body: 'query' | 'json' | 'form';
}

export const CALLS = {
  /** account §7 "system status": maintenance, region restriction and site information. */
  systemStatus: { method: 'GET', group: 'wps', path: '/system/status', auth: false, encrypted: false, body: 'query' },
  /** account §7 "wallet": the member's total balance (game §2 "Balance widget"). */
  wallet: { method: 'GET', group: 'wps', path: '/member/wallet', auth: true, encrypted: false, body: 'query' },
} as const satisfies Record<string, CallMeta>;

export type CallId = keyof typeof CALLS;

/** Header naming the merchant of every request. */
export const MERCHANT_HEADER = 'X-Merchant-Code';
