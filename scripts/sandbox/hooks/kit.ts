/** What every test hook shares: its JSON body read against a schema, the platform's refusals, members by name. */
import type { DatabaseSync } from 'node:sqlite';
import type { Context } from 'hono';
import type { z } from 'zod';
import { describeIssues } from '../validation.ts';

/** The hook's JSON body (none: `{}`) as `schema` reads it; a string is the 400 message. */
export async function hookBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T> | string> {
  const text = await c.req.text();
  let raw: unknown = {};
  if (text.trim()) {
    try {
      raw = JSON.parse(text);
    } catch {
      return 'body: not valid JSON';
    }
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : describeIssues(parsed.error);
}

export const invalid = (c: Context, message: string) => c.json({ success: false, code: 'request.invalid', message }, 400);
export const notFound = (c: Context, code: string, message: string) => c.json({ success: false, code, message }, 404);
export const noMember = (c: Context, field = 'username') => notFound(c, 'member.notFound', `${field}: no such member`);

/** The id of the member called `username`, if any. */
export function memberIdOf(db: DatabaseSync, username: string): number | undefined {
  return (db.prepare('SELECT id FROM members WHERE username = ?').get(username) as { id: number } | undefined)?.id;
}
