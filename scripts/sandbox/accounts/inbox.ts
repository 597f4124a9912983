/**
 * The member's inbox (ours: the spec names only its unread count, G §3 "Counters"): messages the
 * platform sends one member, newest first, a page at a time; opening one marks it read, which
 * lowers inboxUnread. Bodies are HTML as the platform sends it (the site sanitises).
 */
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { ValueOf } from '../../../src/contract/schemas.ts';
import { platformTimestamp } from '../data/content-time.ts';
import { PlatformError } from '../platform-error.ts';

interface InboxRow {
  id: number;
  title: string;
  body: string;
  read: number;
  created_at: number;
  /** JSON { <language>: { title, body } }. */
  translations: string;
}

const TRANSLATIONS = z.partialRecord(z.string(), z.object({ title: z.string(), body: z.string() }));

export function inboxUnreadCount(db: DatabaseSync, memberId: number): number {
  return Number((db.prepare('SELECT count(*) AS n FROM inbox_messages WHERE member_id = ? AND read = 0').get(memberId) as { n: number }).n);
}

/** A page of the member's messages, newest first, in `language` where a message has it (else as written). */
export function inboxPage(db: DatabaseSync, memberId: number, pageNo: number, pageSize: number, language?: string): ValueOf<'inboxList'> {
  const total = Number((db.prepare('SELECT count(*) AS n FROM inbox_messages WHERE member_id = ?').get(memberId) as { n: number }).n);
  const rows = db
    .prepare(
      'SELECT id, title, body, read, created_at, translations FROM inbox_messages WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
    )
    .all(memberId, pageSize, (pageNo - 1) * pageSize) as unknown as InboxRow[];
  return {
    list: rows.map((row) => {
      const translated = language ? TRANSLATIONS.parse(JSON.parse(row.translations))[language] : undefined;
      const { title, body } = translated ?? row;
      return { id: row.id, title, content: body, createdAt: platformTimestamp(row.created_at), read: row.read === 1 };
    }),
    totalPages: Math.ceil(total / pageSize),
  };
}

/** Marks one of the member's messages read (again: harmless); another member's or no message is refused. */
export function markInboxRead(db: DatabaseSync, memberId: number, id: number): ValueOf<'inboxRead'> {
  const { changes } = db.prepare('UPDATE inbox_messages SET read = 1 WHERE id = ? AND member_id = ?').run(id, memberId);
  if (Number(changes) === 0) throw new PlatformError('request.invalid', `id: no message ${id} in this inbox`);
  return { id, read: true };
}
