/**
 * Deposit orders (issue 24), as the region's platforms run them: the player picks a channel and an
 * amount, gets an order with a reference to write in the transfer's remark and a receiving account
 * (BANK, EWALLET) or a gateway page (ONLINE), pays outside the platform, and the back office (the
 * /__sandbox/deposit-order hook, or the gateway page) ends the order.
 *
 * Money: the order is a PENDING ledger row from the start (accounts/ledger.ts: amount - fee, the
 * balance untouched); SUCCESS credits it, and a joined promotion's bonus as its own row (type B);
 * any other end settles the row without touching the balance. A successful deposit adds its
 * turnover requirement: the credit once, or (credit + bonus) × the promotion's multiple.
 *
 * Expiry: an order nobody paid expires ORDER_TTL_MS after it was made. The sandbox runs no timers,
 * so every deposit call first expires what is overdue (`expireOverdue`). An order the player marked
 * paid or sent a receipt for does not expire: the back office is checking the payment (the
 * contract: "a pending order not paid by then expires").
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { DepositMethod, DepositOrder, RequestOf } from '../../../src/contract/schemas.ts';
import { receivingAccount } from '../../../src/contract/schemas/cashier.ts';
import { feeOf, fromMinor, toMinor } from '../../../src/lib/minor-units.ts';
import { localLabel } from '../data/labels.ts';
import { depositCatalogue, findChannel, type ChannelSeed, type DepositCatalogue, type DepositPromotion } from '../data/cashier-deposit.ts';
import { platformDate, platformTimeOfDay, platformTimestamp } from '../data/content-time.ts';
import { transaction } from '../db.ts';
import { HOOKS_PREFIX, type Member, type SandboxContext } from '../handlers/types.ts';
import { PlatformError } from '../platform-error.ts';
import { checkDepositLimits } from './deposit-limits.ts';
import { once } from './idempotency.ts';
import { post, postPending, settle } from './ledger.ts';
import { checkedPicture } from '../uploads.ts';

/** How long an unpaid order waits (the sandbox's choice; platforms take 15 to 60 minutes). */
export const ORDER_TTL_MS = 30 * 60_000;
/** The settings row of the gateway-address hook: createDeposit answers this as every ONLINE order's gatewayUrl. */
export const GATEWAY_ADDRESS_KEY = 'deposit_gateway_address';
/** The sandbox's own gateway page (accounts/deposit-gateway.ts) and where it sends the player back without a return path. */
export const GATEWAY_PATH = `${HOOKS_PREFIX}/gateway`;
export const DEFAULT_RETURN_PATH = '/m/voucherCenter';
/** Letters of a reference: no 0/O, 1/I, easy to copy into a remark. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 6;

type EndStatus = Exclude<DepositOrder['status'], 'PENDING'>;

interface OrderRow {
  seq: number;
  id: string;
  member_id: number;
  kind: DepositOrder['kind'];
  channel_id: string;
  method_name: string;
  channel_name: string;
  amount_cents: number;
  fee_cents: number;
  promotion_id: number | null;
  status: DepositOrder['status'];
  reference: string;
  created_at: number;
  expires_at: number;
  payee: string | null;
  gateway_url: string | null;
  gateway_token: string | null;
  receipt_uploaded: number;
  paid_marked: number;
  fail_reason: string | null;
}

const ORDER_COLUMNS = `seq, id, member_id, channel_id, kind, method_name, channel_name, amount_cents, fee_cents, promotion_id, status, reference,
  created_at, expires_at, payee, gateway_url, gateway_token, receipt IS NOT NULL AS receipt_uploaded, paid_marked, fail_reason`;

export function orderAnswer(row: OrderRow): DepositOrder {
  return {
    orderId: row.id,
    reference: row.reference,
    kind: row.kind,
    channelId: row.channel_id,
    methodName: row.method_name,
    channelName: row.channel_name,
    amount: fromMinor(row.amount_cents),
    fee: fromMinor(row.fee_cents),
    credit: fromMinor(row.amount_cents - row.fee_cents),
    promotionId: row.promotion_id,
    status: row.status,
    createdAt: platformTimestamp(row.created_at),
    expiresAt: platformTimestamp(row.expires_at),
    payee: row.payee === null ? null : receivingAccount.parse(JSON.parse(row.payee)),
    gatewayUrl: row.gateway_url,
    receiptUploaded: row.receipt_uploaded === 1,
    paidMarked: row.paid_marked === 1,
    failReason: row.fail_reason,
  };
}

/** Whether a channel takes orders at `now`: switched on, and inside its hours on the platform clock (`close` before `open` runs past midnight). */
export function isChannelOpen(channel: ChannelSeed, now: number): boolean {
  if (!channel.switchedOn) return false;
  if (!channel.hours) return true;
  const opens = platformTimeOfDay(now, channel.hours.open);
  const closes = platformTimeOfDay(now, channel.hours.close);
  return opens <= closes ? now >= opens && now < closes : now >= opens || now < closes;
}

/** An amount of the data as every answer writes it: two decimals ("5000" → "5000.00"). */
const written = (amount: string) => fromMinor(toMinor(amount)!);

/**
 * The catalogue as the contract answers it: `open` computed, amounts written out, the sandbox's own
 * fields left out, generic names in `language` (data/labels.ts).
 */
export function depositMethods(catalogue: DepositCatalogue, now: number, language?: string): DepositMethod[] {
  return catalogue.methods.map(({ channels, ...method }) => ({
    ...method,
    name: localLabel(method.name, language),
    channels: channels.map((channel) => {
      const { switchedOn: _switchedOn, payee: _payee, min, max, presets, fee, ...shown } = channel;
      const amounts = { min: written(min), max: written(max), presets: presets.map(written), fee: { ...fee, fixed: written(fee.fixed) } };
      return { ...shown, name: localLabel(channel.name, language), ...amounts, open: isChannelOpen(channel, now) };
    }),
  }));
}

export function depositPromotions(catalogue: DepositCatalogue, language?: string): DepositPromotion[] {
  return catalogue.promotions.map((promotion) => ({
    ...promotion,
    title: localLabel(promotion.title, language),
    minDeposit: written(promotion.minDeposit),
    maxBonus: written(promotion.maxBonus),
  }));
}

/** Orders nobody paid in time expire, their ledger rows with them. */
export function expireOverdue(db: DatabaseSync, now: number): void {
  const overdue = db.prepare("SELECT id FROM deposit_orders WHERE status = 'PENDING' AND expires_at <= ? AND paid_marked = 0 AND receipt IS NULL").all(now) as {
    id: string;
  }[];
  for (const { id } of overdue) endOrder(db, id, 'EXPIRED', null);
}

/** A unique, copyable reference per order: the order's number scrambled (an odd multiplier is a bijection mod 32^6). */
function referenceOf(seq: number): string {
  let code = (seq * 0x2f_6b_4d) % REFERENCE_ALPHABET.length ** REFERENCE_LENGTH;
  let text = '';
  for (let place = 0; place < REFERENCE_LENGTH; place++, code = Math.floor(code / REFERENCE_ALPHABET.length)) {
    text = REFERENCE_ALPHABET[code % REFERENCE_ALPHABET.length] + text;
  }
  return text;
}

function gatewayAddress(db: DatabaseSync, origin: string, token: string, returnPath: string | undefined): string {
  const injected = db.prepare('SELECT value FROM settings WHERE key = ?').get(GATEWAY_ADDRESS_KEY) as { value: string } | undefined;
  if (injected) return injected.value;
  const url = new URL(`${GATEWAY_PATH}/${token}`, origin);
  if (returnPath) url.searchParams.set('return', returnPath);
  return url.href;
}

const amountRefusal = (code: 'amount.belowMin' | 'amount.aboveMax', min: string, max: string) =>
  new PlatformError(code, code === 'amount.belowMin' ? `The amount is at least ${min}` : `The amount is at most ${max}`, 200, {
    min: written(min),
    max: written(max),
  });

export function createDeposit({ db, brand, now }: SandboxContext, member: Member, input: RequestOf<'createDeposit'>, origin: string): DepositOrder {
  return once(db, member.id, input.requestId, 'createDeposit', () => {
    const at = now();
    expireOverdue(db, at);
    const catalogue = depositCatalogue(brand);
    const found = findChannel(catalogue, input.channelId);
    if (!found || !isChannelOpen(found.channel, at)) throw new PlatformError('channel.closed', 'This channel takes no deposits now');
    const { method, channel } = found;
    const amount = toMinor(input.amount);
    if (amount === null) throw new PlatformError('amount.invalid', 'Not an amount of at most 2 decimals');
    if (amount < toMinor(channel.min)!) throw amountRefusal('amount.belowMin', channel.min, channel.max);
    if (amount > toMinor(channel.max)!) throw amountRefusal('amount.aboveMax', channel.min, channel.max);
    if (input.promotionId !== undefined) {
      const promotion = catalogue.promotions.find(({ id }) => id === input.promotionId);
      if (!promotion) throw new PlatformError('promotion.notFound', 'No such deposit promotion');
      if (amount < toMinor(promotion.minDeposit)!) throw amountRefusal('amount.belowMin', promotion.minDeposit, channel.max);
    }
    checkDepositLimits(db, member.id, amount, at);

    const fee = feeOf(amount, channel.fee);
    const { seq } = db.prepare('SELECT coalesce(max(seq), 0) + 1 AS seq FROM deposit_orders').get() as { seq: number };
    const id = `D${platformDate(at).slice(2).replace(/-/g, '')}${String(seq).padStart(6, '0')}`;
    const token = method.kind === 'ONLINE' ? randomBytes(18).toString('base64url') : null;
    db.prepare(
      `INSERT INTO deposit_orders (seq, id, member_id, channel_id, kind, method_name, channel_name, amount_cents, fee_cents, promotion_id,
         status, reference, created_at, expires_at, payee, gateway_url, gateway_token)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PENDING', ?, ?, ?, ?, ?, ?)`,
    ).run(
      seq,
      id,
      member.id,
      channel.id,
      method.kind,
      method.name,
      channel.name,
      amount,
      fee,
      input.promotionId ?? null,
      referenceOf(seq),
      at,
      at + ORDER_TTL_MS,
      channel.payee && JSON.stringify(channel.payee),
      token && gatewayAddress(db, origin, token, input.returnPath),
      token,
    );
    postPending(db, member.id, {
      type: 'D',
      cents: amount - fee,
      feeCents: fee,
      reference: id,
      detail: method.name === channel.name ? channel.name : `${method.name} · ${channel.name}`,
      at,
    }); // the name once where both are called the same
    return orderAnswer(orderRow(db, id)!);
  });
}

function orderRow(db: DatabaseSync, orderId: string): OrderRow | undefined {
  return db.prepare(`SELECT ${ORDER_COLUMNS} FROM deposit_orders WHERE id = ?`).get(orderId) as OrderRow | undefined;
}

/** The member's order (another member's is as unknown as a missing one). */
function memberOrder(db: DatabaseSync, memberId: number, orderId: string): OrderRow {
  const row = orderRow(db, orderId);
  if (!row || row.member_id !== memberId) throw new PlatformError('order.notFound', 'No such deposit order');
  return row;
}

function pendingOrder(db: DatabaseSync, memberId: number, orderId: string): OrderRow {
  const row = memberOrder(db, memberId, orderId);
  if (row.status !== 'PENDING') throw new PlatformError('order.notPending', 'This order has already ended', 200, { status: row.status });
  return row;
}

export function depositOrder(db: DatabaseSync, memberId: number, orderId: string): DepositOrder {
  return orderAnswer(memberOrder(db, memberId, orderId));
}

export function depositOrders(
  db: DatabaseSync,
  memberId: number,
  { status, pageNo, pageSize }: { status?: DepositOrder['status']; pageNo: number; pageSize: number },
): { orders: DepositOrder[]; totalPages: number } {
  const filter = 'member_id = ? AND (? IS NULL OR status = ?)';
  const args = [memberId, status ?? null, status ?? null];
  const { total } = db.prepare(`SELECT count(*) AS total FROM deposit_orders WHERE ${filter}`).get(...args) as { total: number };
  const rows = db
    .prepare(`SELECT ${ORDER_COLUMNS} FROM deposit_orders WHERE ${filter} ORDER BY seq DESC LIMIT ? OFFSET ?`)
    .all(...args, pageSize, (pageNo - 1) * pageSize) as unknown as OrderRow[];
  return { orders: rows.map(orderAnswer), totalPages: Math.ceil(total / pageSize) };
}

export function uploadDepositReceipt(db: DatabaseSync, memberId: number, input: RequestOf<'uploadDepositReceipt'>): DepositOrder {
  return once(db, memberId, input.requestId, 'uploadDepositReceipt', () => {
    pendingOrder(db, memberId, input.orderId);
    const { content, mimeType } = checkedPicture(input.picture, 'picture');
    db.prepare('UPDATE deposit_orders SET receipt = ?, receipt_type = ? WHERE id = ?').run(content, mimeType, input.orderId);
    return orderAnswer(orderRow(db, input.orderId)!);
  });
}

export function markDepositPaid(db: DatabaseSync, memberId: number, orderId: string): DepositOrder {
  pendingOrder(db, memberId, orderId);
  db.prepare('UPDATE deposit_orders SET paid_marked = 1 WHERE id = ?').run(orderId);
  return orderAnswer(orderRow(db, orderId)!);
}

export function cancelDeposit(db: DatabaseSync, memberId: number, orderId: string): DepositOrder {
  pendingOrder(db, memberId, orderId);
  endOrder(db, orderId, 'CANCELLED', null);
  return orderAnswer(orderRow(db, orderId)!);
}

/** Ends a pending order with its ledger row; false (nothing changed) when it is no longer pending. */
function endOrder(db: DatabaseSync, orderId: string, status: EndStatus, reason: string | null): boolean {
  return transaction(db, () => {
    const ended = db
      .prepare("UPDATE deposit_orders SET status = ?, fail_reason = ? WHERE id = ? AND status = 'PENDING' RETURNING id")
      .get(status, reason, orderId);
    if (ended) settle(db, orderId, status);
    return ended !== undefined;
  });
}

/** After a successful deposit: a joined promotion's bonus (its own ledger row) and the turnover the deposit requires. */
function creditBonusAndTurnover(db: DatabaseSync, orderId: string, catalogue: DepositCatalogue, at: number): void {
  const row = orderRow(db, orderId)!;
  const credit = row.amount_cents - row.fee_cents;
  const promotion = catalogue.promotions.find(({ id }) => id === row.promotion_id);
  let turnover = credit;
  if (promotion) {
    const share = Number((BigInt(row.amount_cents) * BigInt(promotion.bonusBasisPoints)) / 10_000n); // rounded down to the cent
    const bonus = Math.min(share, toMinor(promotion.maxBonus)!);
    if (bonus > 0) post(db, row.member_id, { type: 'B', cents: bonus, reference: `${orderId}-bonus`, detail: promotion.title, at });
    turnover = (credit + bonus) * promotion.turnoverMultiple;
  }
  db.prepare('INSERT INTO turnover_requirements (member_id, cents, created_at, reference) VALUES (?, ?, ?, ?)').run(row.member_id, turnover, at, orderId);
}

/**
 * The back office's (or the gateway's) answer on an order: SUCCESS, FAILED, EXPIRED or CANCELLED;
 * null when there is no such order. Overdue orders expire first, so an answer after the expiry
 * finds the order ended. An order no longer pending changes nothing (changed: false), so an answer
 * arriving twice credits once.
 */
export function settleDeposit(
  { db, brand, now }: SandboxContext,
  orderId: string,
  status: EndStatus,
  reason: string | null = null,
): { changed: boolean; order: DepositOrder } | null {
  const at = now();
  return transaction(db, () => {
    expireOverdue(db, at);
    if (!orderRow(db, orderId)) return null;
    const changed = endOrder(db, orderId, status, reason);
    if (changed && status === 'SUCCESS') creditBonusAndTurnover(db, orderId, depositCatalogue(brand), at);
    return { changed, order: orderAnswer(orderRow(db, orderId)!) };
  });
}

/** An ONLINE order by the secret of its gateway page. */
export function orderByGatewayToken(db: DatabaseSync, token: string): DepositOrder | undefined {
  const row = db.prepare(`SELECT ${ORDER_COLUMNS} FROM deposit_orders WHERE gateway_token = ?`).get(token) as OrderRow | undefined;
  return row && orderAnswer(row);
}

/** The member's pending orders, newest first (depositOptions). */
/** The member's pending orders, newest first, their names in `language` as depositMethods names them. */
export function pendingOrders(db: DatabaseSync, memberId: number, language?: string): DepositOrder[] {
  const rows = db.prepare(`SELECT ${ORDER_COLUMNS} FROM deposit_orders WHERE member_id = ? AND status = 'PENDING' ORDER BY seq DESC`).all(memberId);
  return (rows as unknown as OrderRow[])
    .map(orderAnswer)
    .map((order) => ({ ...order, methodName: localLabel(order.methodName, language), channelName: localLabel(order.channelName, language) }));
}
