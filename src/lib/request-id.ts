/**
 * The idempotency key of a money-moving submit (the contract's `requestId`): made once per
 * intended action and sent again with every retry of it, so the platform acts once however often
 * the request arrives (a double tap, a retry after a time-out).
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older WebViews: 16 random bytes as hex, the same strength.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether a failed send may have reached the platform unanswered, so a retry must carry the same key. */
export function mayHaveArrived(kind: string | undefined): boolean {
  return kind === 'timeout' || kind === 'network' || kind === 'server' || kind === 'malformed';
}
