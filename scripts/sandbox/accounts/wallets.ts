/**
 * The member's wallets (ours; A §7 names "wallet and merchant wallet" only): the main wallet and
 * one per game vendor, as the platforms of the region keep them (a game's money sits with its
 * vendor while the player plays). The members table's balance is the total; the vendor wallets are
 * rows in cents, created from the total on the first ask (VENDOR_SHARES), and the main wallet is the
 * rest. Moving money back changes where it is, never the total.
 *
 * A vendor's gateway can refuse a transfer (a test names it through the /__sandbox/transfer-fault
 * hook): that wallet keeps its money and the answer lists it under `failed`, the others move.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { ValueOf } from '../../../src/contract/schemas.ts';
import { VENDORS } from '../../../src/contract/vocabulary.ts';
import type { Member } from '../handlers/types.ts';
import { once } from './idempotency.ts';
import { balanceCents } from './ledger.ts';
import { fromMinor } from '../../../src/lib/minor-units.ts';

/**
 * Percent of a new member's total each vendor wallet starts with. A vendor wallet carries the
 * vendor's own name, as the platform sends it (shown as sent, like game and vendor names): not a
 * label of ours that would stay English on a Burmese page (issue 34 item 14).
 */
const VENDOR_SHARES = [
  { vendor: VENDORS.inHouse, name: 'BGS Originals', percent: 20 },
  { vendor: VENDORS.lottery[1], name: 'TCG Southeast Asia', percent: 10 },
] as const;
export const MAIN_WALLET = { vendor: 'MAIN', name: 'Main wallet' } as const;
/** The settings row naming the vendor whose transfers fail (test hook). */
export const TRANSFER_FAULT_KEY = 'transfer_fault_vendor';
export const TRANSFER_FAILED = 'wallet.transferFailed';

interface WalletRow {
  vendor: string;
  name: string;
  cents: number;
}

const totalCents = (member: Member) => member.balanceCents;

function vendorRows(db: DatabaseSync, member: Member): WalletRow[] {
  const select = db.prepare('SELECT vendor, name, cents FROM member_wallets WHERE member_id = ? ORDER BY rowid');
  let rows = select.all(member.id) as unknown as WalletRow[];
  if (rows.length === 0) {
    const total = Math.max(0, totalCents(member));
    const insert = db.prepare('INSERT INTO member_wallets (member_id, vendor, name, cents) VALUES (?, ?, ?, ?)');
    for (const { vendor, name, percent } of VENDOR_SHARES) insert.run(member.id, vendor, name, Math.floor((total * percent) / 100));
    rows = select.all(member.id) as unknown as WalletRow[];
  }
  return rows;
}

/**
 * What the main wallet holds now: the total read again (the member of a request was read when it
 * arrived; a withdrawal sent beside it may have taken money since) less the vendor wallets.
 * Only the main wallet can be withdrawn: a game's money sits with its vendor.
 */
export function mainWalletCents(db: DatabaseSync, member: Member): number {
  const total = balanceCents(db, member.id);
  const vendors = vendorRows(db, { ...member, balanceCents: total });
  return Math.max(0, total - vendors.reduce((sum, row) => sum + row.cents, 0));
}

/** What the game vendors' wallets hold together: the player's, but not withdrawable until moved to the main wallet. */
export function gameWalletsCents(db: DatabaseSync, member: Member): number {
  return vendorRows(db, { ...member, balanceCents: balanceCents(db, member.id) }).reduce((sum, row) => sum + row.cents, 0);
}

export function memberWallets(db: DatabaseSync, member: Member): ValueOf<'merchantWallet'> {
  const vendors = vendorRows(db, member);
  const main = Math.max(0, totalCents(member) - vendors.reduce((sum, row) => sum + row.cents, 0));
  return {
    wallets: [{ ...MAIN_WALLET, cents: main }, ...vendors].map(({ vendor, name, cents }) => ({ vendor, name, balance: fromMinor(cents) })),
  };
}

export function transferAllBack(db: DatabaseSync, member: Member, requestId: string): ValueOf<'transferAllBack'> {
  return once(db, member.id, requestId, 'transferAllBack', () => {
    const failing = (db.prepare('SELECT value FROM settings WHERE key = ?').get(TRANSFER_FAULT_KEY) as { value: string } | undefined)?.value;
    const empty = db.prepare('UPDATE member_wallets SET cents = 0 WHERE member_id = ? AND vendor = ?');
    const answer: ValueOf<'transferAllBack'> = { moved: [], failed: [] };
    for (const { vendor, name, cents } of vendorRows(db, member)) {
      if (cents === 0) continue;
      if (vendor === failing) {
        answer.failed.push({ vendor, name, code: TRANSFER_FAILED });
        continue;
      }
      empty.run(member.id, vendor);
      answer.moved.push({ vendor, name, amount: fromMinor(cents) });
    }
    return answer;
  });
}
