/**
 * Members behind a social sign-in (Google, Facebook through Firebase; A §2 "Social login"). A
 * Firebase user is linked to one member (table firebase_links). The first sign-in registers: a
 * real member (type 0) with a user name made from the e-mail or name and a random password no one
 * knows (the player signs in socially, or sets one with Forgot password when they add a phone).
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { MEMBER_TYPES } from '../../../src/contract/vocabulary.ts';
import { USERNAME_MAX_LENGTH } from '../../../src/contract/limits.ts';
import { transaction } from '../db.ts';
import type { FirebaseIdentity } from './firebase.ts';
import { findById, findByUsername, type Account } from './members.ts';
import { hashPassword } from './passwords.ts';
import { USERNAME_MIN_LENGTH } from './registration.ts';

const REAL_MEMBER = MEMBER_TYPES.real[0];
/** Ours: the register method recorded for members a social sign-in created (A §1 lists APP, H5, WEBCLIP, PWA). */
const SOCIAL_REGISTER_METHOD = 'H5';

/**
 * A free user name from the e-mail's local part or the name: letters, digits and underscores,
 * USERNAME_MIN_LENGTH to USERNAME_MAX_LENGTH long, a number added when taken.
 */
export function socialUsername(db: DatabaseSync, identity: Pick<FirebaseIdentity, 'email' | 'displayName'>): string {
  const source = identity.email?.split('@')[0] || identity.displayName || '';
  const stem =
    source
      .toLowerCase()
      .replace(/[^a-z0-9_]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, USERNAME_MAX_LENGTH) || 'player';
  const base = stem.length >= USERNAME_MIN_LENGTH ? stem : `${stem}_player`.slice(0, USERNAME_MAX_LENGTH);
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : String(n);
    const candidate = `${base.slice(0, USERNAME_MAX_LENGTH - suffix.length)}${suffix}`;
    if (!findByUsername(db, candidate)) return candidate;
  }
}

function linkedMember(db: DatabaseSync, uid: string): Account | undefined {
  const row = db.prepare('SELECT member_id FROM firebase_links WHERE uid = ?').get(uid) as { member_id: number } | undefined;
  return row ? findById(db, row.member_id) : undefined;
}

/** The member linked to the Firebase user; on the first sign-in a new member, linked. */
export async function memberForSocialIdentity(db: DatabaseSync, identity: FirebaseIdentity, now: number): Promise<Account> {
  const known = linkedMember(db, identity.uid);
  if (known) return known;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  // Nothing awaits from here: two first sign-ins at once cannot both create a member.
  return transaction(db, () => {
    const raced = linkedMember(db, identity.uid);
    if (raced) return raced;
    const username = socialUsername(db, identity);
    const { id } = db
      .prepare(
        `INSERT INTO members (username, type, nickname, balance_cents, password_hash, email, registered_at, register_method, register_url, profile)
         VALUES (?, ?, ?, 0, ?, ?, ?, ?, '', ?) RETURNING id`,
      )
      .get(
        username,
        REAL_MEMBER,
        identity.displayName?.slice(0, 64) || username,
        passwordHash,
        identity.email ?? null,
        now,
        SOCIAL_REGISTER_METHOD,
        JSON.stringify({ firebaseProvider: identity.provider }),
      ) as { id: number };
    db.prepare('INSERT INTO firebase_links (uid, member_id, provider, linked_at) VALUES (?, ?, ?, ?)').run(identity.uid, id, identity.provider, now);
    return findById(db, id)!;
  });
}
