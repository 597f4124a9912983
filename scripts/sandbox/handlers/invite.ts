/**
 * Invite and share (issue 23; A §2 /m/inviteFriends, A §6): the member's affiliate code and the
 * registration link that carries it, the referral promotion's rules and the member's figures.
 *
 * - The code: agents have theirs from the seed (data/accounts.ts); any other member gets one on
 *   first ask, kept in `members.invite_code` (the column registration and affiliateCheck already
 *   read, so a friend who registers with it becomes the member's downline: `parent_id`).
 *   It is derived from the member id (`INV` + base 36), so it is the same on every fresh database
 *   (screenshots, journeys); a taken code gets a numbered suffix.
 * - The link: the site's registration page at the address the client reached us by (the sandbox
 *   serves the site on the same origin), with the code in `affiliateCode`, the first parameter the
 *   registration page reads (src/features/account/register/register-form.ts INVITE_PARAMS).
 * - The promotion: "Refer a Friend" (REFERRAL_PROMOTION_ID), in the asked language, while it runs.
 * - The figures: invited = members registered with the code; qualified = those who have placed a
 *   bet; reward = REFERRAL_REWARD_PERCENT of each qualified friend's first bet (the promotion pays on
 *   the first deposit; the sandbox keeps no deposits, so the first bet stands in), in whole cents,
 *   rounded down, as a decimal string.
 */
import { fromMinor } from '../../../src/lib/minor-units.ts';
import type { DatabaseSync } from 'node:sqlite';
import { MEMBER_TYPES } from '../../../src/contract/vocabulary.ts';
import { platformTimestamp } from '../data/content-time.ts';
import { PlatformError } from '../platform-error.ts';
import type { Handlers } from './types.ts';

/** The seeded referral promotion (data/content-announcements.ts, "Refer a Friend"). */
export const REFERRAL_PROMOTION_ID = 405;
/** What the referral promotion pays per qualified friend, in percent of their first deposit (its rules: 5%). */
export const REFERRAL_REWARD_PERCENT = 5;
/** The registration page and the parameter it reads the code from (register-form.ts INVITE_PARAMS[0]). */
export const REGISTER_PATH = '/m/register';
export const AFFILIATE_PARAM = 'affiliateCode';
/** Codes the sandbox gives: `INV` and the member id in base 36, at least 5 places (INV0000A). */
const CODE_PREFIX = 'INV';
const CODE_DIGITS = 5;

/** The code a member gets on first ask (before any suffix a taken code needs). */
export function inviteCodeFor(memberId: number): string {
  return `${CODE_PREFIX}${memberId.toString(36).toUpperCase().padStart(CODE_DIGITS, '0')}`;
}

/** The registration address that carries `code`, on `origin` (scheme, host, port). */
export function affiliateLink(origin: string, code: string): string {
  const url = new URL(REGISTER_PATH, origin);
  url.searchParams.set(AFFILIATE_PARAM, code);
  return url.href;
}

/** The member's code, given now if they have none (idempotent: the same code every time). */
export function ensureInviteCode(db: DatabaseSync, memberId: number): string {
  const row = db.prepare('SELECT invite_code FROM members WHERE id = ?').get(memberId) as { invite_code: string | null } | undefined;
  if (row?.invite_code) return row.invite_code;
  const base = inviteCodeFor(memberId);
  const taken = db.prepare('SELECT 1 FROM members WHERE invite_code = ? COLLATE NOCASE');
  let code = base;
  for (let suffix = 2; taken.get(code); suffix++) code = `${base}${suffix}`;
  db.prepare('UPDATE members SET invite_code = ? WHERE id = ? AND invite_code IS NULL').run(code, memberId);
  return code;
}

interface PromotionText {
  id: number;
  title: string;
  content: string;
}

/** The referral promotion in `language` (English where it has none), or null when it does not run at `now`. */
function referralPromotion(db: DatabaseSync, language: string | undefined, now: number): PromotionText | null {
  const at = platformTimestamp(now); // platform timestamps sort as text
  const row = db
    .prepare(
      `SELECT a.id, coalesce(t.title, a.title) AS title, coalesce(t.content, a.content) AS content
       FROM announcements a
       LEFT JOIN announcement_texts t ON t.announcement_id = a.id AND t.language = ?
       WHERE a.id = ? AND a.type = 'PR' AND a.start_date <= ? AND (a.no_expiry = 1 OR a.end_date IS NULL OR a.end_date >= ?)`,
    )
    .get(language ?? null, REFERRAL_PROMOTION_ID, at, at) as PromotionText | undefined;
  return row ? { id: row.id, title: row.title, content: row.content } : null;
}

/** Invited, qualified and the reward in cents, from the member's downline and their first bets. */
function referralFigures(db: DatabaseSync, memberId: number): { invited: number; qualified: number; rewardEarned: string } {
  const friends = db
    .prepare(
      `SELECT m.id, (SELECT b.cents FROM bets b WHERE b.member_id = m.id ORDER BY b.placed_at, b.id LIMIT 1) AS first_bet_cents
       FROM members m WHERE m.parent_id = ?`,
    )
    .all(memberId) as { id: number; first_bet_cents: number | null }[];
  const qualified = friends.filter((friend) => friend.first_bet_cents !== null);
  // The percentage of each first bet, rounded down to the cent per friend.
  const cents = qualified.reduce((sum, friend) => sum + Math.floor((friend.first_bet_cents! * REFERRAL_REWARD_PERCENT) / 100), 0);
  return { invited: friends.length, qualified: qualified.length, rewardEarned: fromMinor(cents) };
}

export const inviteHandlers = {
  inviteInfo: ({ input, member, origin }, { db, now }) => {
    if ((MEMBER_TYPES.trial as readonly number[]).includes(member.type)) {
      throw new PlatformError('account.trial', 'Trial accounts cannot invite friends; please log in with a real account');
    }
    const code = ensureInviteCode(db, member.id);
    return {
      code,
      link: affiliateLink(origin, code),
      promotion: referralPromotion(db, input.language, now()),
      figures: referralFigures(db, member.id),
    };
  },
} satisfies Partial<Handlers>;
