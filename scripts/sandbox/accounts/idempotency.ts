/**
 * Money-moving submits happen once (ours; the platform's usual idempotency key): the first answer
 * to a member's request id is kept, and the same id again gets that answer without the work running
 * twice (a double tap, a retry after a time-out, a reload that sends again). A refusal is not kept:
 * nothing happened, so the same id may try again.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import type { CallId } from '../../../src/contract/calls.ts';
import { SCHEMAS, type ValueOf } from '../../../src/contract/schemas.ts';
import { transaction } from '../db.ts';
import { PlatformError } from '../platform-error.ts';

/** The call's own answer schema reads a kept answer back: SCHEMAS typed per call, which TypeScript does not see through `SCHEMAS[call]`. */
const ANSWERS: { [Id in CallId]: { response: z.ZodType<ValueOf<Id>> } } = SCHEMAS;

export function once<Id extends CallId>(db: DatabaseSync, memberId: number, requestId: string, call: Id, work: () => ValueOf<Id>): ValueOf<Id> {
  return transaction(db, () => {
    const kept = db.prepare('SELECT call, answer FROM request_answers WHERE member_id = ? AND request_id = ?').get(memberId, requestId) as
      { call: string; answer: string } | undefined;
    if (kept) {
      if (kept.call !== call) throw new PlatformError('request.invalid', `requestId: already used for ${kept.call}`);
      return ANSWERS[call].response.parse(JSON.parse(kept.answer));
    }
    const answer = work();
    db.prepare('INSERT INTO request_answers (member_id, request_id, call, answer) VALUES (?, ?, ?, ?)').run(memberId, requestId, call, JSON.stringify(answer));
    return answer;
  });
}
