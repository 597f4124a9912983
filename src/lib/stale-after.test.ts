import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALL_IDS, CALLS, type CallId } from '../contract/calls.ts';
import { STALE_AFTER } from './stale-after.ts';

/** GET calls that write: the platform records or starts something. */
const GET_WRITES: readonly CallId[] = ['recentAdd', 'trialLogin'];
/** Writes that make no read of the site stale, and why they have no STALE_AFTER entry. */
const NOTHING_STALE: Partial<Record<CallId, string>> = {
  login: 'starts a session: member answers are keyed by it',
  register: 'starts a session',
  setPasswordByPhone: 'a login follows, which starts a session',
  testPlay: 'starts a session',
  trialLogin: 'starts a session',
  logout: 'ends the session: member answers go with it',
  sendSmsCode: 'sends a code',
  sendPaymentResetCode: 'sends a code',
  forgotPasswordEmail: 'sends an e-mail',
  changePassword: 'no read shows the password',
  promotionJoin: 'no read shows a join (announcements carry no such state)',
  requestReward: 'no read shows a request',
};

const isWrite = (id: CallId) => CALLS[id].method !== 'GET' || GET_WRITES.includes(id);

/** The browser's source, tests and the contract left out: where calls are made. */
function sourceText(dir = join(import.meta.dirname, '..')): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'contract' ? '' : sourceText(path);
      if (!/\.(ts|tsx|astro)$/.test(entry.name) || entry.name.endsWith('.test.ts') || path.endsWith(join('lib', 'stale-after.ts'))) return '';
      return readFileSync(path, 'utf8');
    })
    .join('\n');
}

describe('STALE_AFTER', () => {
  const source = sourceText();

  it('has an entry for every write but those that make nothing stale, each a write the site makes through mutateCall', () => {
    const writes = CALL_IDS.filter(isWrite);
    expect(writes.filter((id) => !STALE_AFTER[id] && !NOTHING_STALE[id])).toEqual([]);
    for (const id of Object.keys(STALE_AFTER) as CallId[]) {
      expect(isWrite(id), id).toBe(true);
      expect(NOTHING_STALE[id], id).toBeUndefined();
      expect(new RegExp(`(mutateCall|encryptedCall)\\(\\w+Calls\\.${id},`).test(source), `${id} written through mutateCall`).toBe(true);
    }
  });

  it('names only reads the site makes', () => {
    for (const [write, reads] of Object.entries(STALE_AFTER)) {
      for (const id of reads) {
        expect(isWrite(id), `${write} → ${id}`).toBe(false);
        expect(new RegExp(`Calls\\.${id}\\b`).test(source), `${write} → ${id} is read somewhere`).toBe(true);
      }
    }
  });
});
