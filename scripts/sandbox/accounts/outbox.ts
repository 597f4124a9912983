/**
 * What the sandbox "sends": SMS and e-mails go into the outbox table instead of a carrier, and
 * GET /__sandbox/outbox shows them (newest first), so tests and demos can read the codes.
 */
import type { DatabaseSync } from 'node:sqlite';

export interface OutboxMessage {
  kind: 'sms' | 'email';
  to: string;
  text: string;
  /** The verification code the message carries, if any. */
  code?: string;
  createdAt: number;
}

/** Ours: the hook lists at most this many messages. */
const OUTBOX_LISTED = 100;

export function deliver(db: DatabaseSync, message: OutboxMessage): void {
  db.prepare('INSERT INTO outbox (kind, recipient, text, code, created_at) VALUES (?, ?, ?, ?, ?)').run(
    message.kind,
    message.to,
    message.text,
    message.code ?? null,
    message.createdAt,
  );
}

export function readOutbox(db: DatabaseSync, to?: string): OutboxMessage[] {
  const rows = (
    to === undefined
      ? db.prepare('SELECT kind, recipient, text, code, created_at FROM outbox ORDER BY id DESC LIMIT ?').all(OUTBOX_LISTED)
      : db.prepare('SELECT kind, recipient, text, code, created_at FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT ?').all(to, OUTBOX_LISTED)
  ) as { kind: 'sms' | 'email'; recipient: string; text: string; code: string | null; created_at: number }[];
  return rows.map((row) => ({
    kind: row.kind,
    to: row.recipient,
    text: row.text,
    ...(row.code === null ? {} : { code: row.code }),
    createdAt: row.created_at,
  }));
}
