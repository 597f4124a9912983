/** Content calls (G §7): announcements and their reads, promotions and reward applications, chat, help. */
import type { DatabaseSync } from 'node:sqlite';
import { MEMBER_TYPES } from '../../../src/contract/vocabulary.ts';
import type { Announcement } from '../../../src/contract/schemas.ts';
import { announcement } from '../../../src/contract/schemas/content.ts';
import { PROMOTION_CATEGORIES, PROMOTION_CATEGORY_FALLBACK_LANGUAGE, PROMOTION_CATEGORY_NAMES } from '../data/content-announcements.ts';
import { HELP_FALLBACK_LANGUAGE } from '../data/content-help.ts';
import { matchOf } from '../data/content-hot-matches.ts';
import { platformTimestamp } from '../data/content-time.ts';
import { transaction } from '../db.ts';
import { checkPictures } from '../uploads.ts';
import { PlatformError } from '../platform-error.ts';
import type { Handlers, Member } from './types.ts';

/** The spec's word for promotions in the types list (G §7 "Announcements"). */
const PROMOTION_TYPE_ALIAS = 'Promotion';

const isTrial = (member: Member) => (MEMBER_TYPES.trial as readonly number[]).includes(member.type);

/** Trial accounts may look but not take part (G §6: free_reject). */
function refuseTrial(member: Member, action: string): void {
  if (isTrial(member)) throw new PlatformError('account.trial', `Trial accounts cannot ${action}; please log in with a real account`);
}

/** Whose reads count: a real member's. Guests and trial accounts (excluded from read marking, G §6) have none. */
const readerOf = (member: Member | null) => (member && !isTrial(member) ? member : null);

// ---- announcements ----

interface AnnouncementRow {
  id: number;
  type: Announcement['type'];
  title: string;
  content: string;
  start_date: string;
  end_date: string | null;
  no_expiry: number;
  linked_promotion_id: number | null;
  category_ids: string;
  images: string;
  image_required: 'Y' | 'N';
  remark_required: 'Y' | 'N';
  group_name: string | null;
  url: string | null;
  is_read: number;
}

function toAnnouncement(row: AnnouncementRow, now: number): Announcement {
  const match = row.type === 'H' ? matchOf(row.id, now) : undefined;
  return {
    ...(match ? { match } : {}),
    id: row.id,
    type: row.type,
    linkedPromotionId: row.linked_promotion_id,
    title: row.title,
    content: row.content,
    startDate: row.start_date,
    endDate: row.end_date,
    noExpiry: row.no_expiry ? 1 : 0,
    promoAnnouncementCategoryIds: announcement.shape.promoAnnouncementCategoryIds.parse(JSON.parse(row.category_ids)),
    announcementImages: announcement.shape.announcementImages.parse(JSON.parse(row.images)),
    imageRequired: row.image_required,
    remarkRequired: row.remark_required,
    groupName: row.group_name,
    url: row.url,
    read: Boolean(row.is_read),
  };
}

function unreadAgentNotices(db: DatabaseSync, memberId: number): number {
  const row = db
    .prepare(
      `SELECT count(*) AS unread FROM announcements a
       WHERE a.type = 'A' AND NOT EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.member_id = ?)`,
    )
    .get(memberId) as { unread: number };
  return row.unread;
}

// ---- promotions ----

interface PromotionRow {
  id: number;
  start_date: string;
  end_date: string | null;
  no_expiry: number;
  image_required: 'Y' | 'N';
  remark_required: 'Y' | 'N';
}

/** The promotion, if it exists and runs now; otherwise promotion.notFound or promotion.closed. */
function openPromotion(db: DatabaseSync, promotionId: number, now: number): PromotionRow {
  const promotion = db
    .prepare("SELECT id, start_date, end_date, no_expiry, image_required, remark_required FROM announcements WHERE id = ? AND type = 'PR'")
    .get(promotionId) as PromotionRow | undefined;
  if (!promotion) throw new PlatformError('promotion.notFound', `promotionId: no promotion ${promotionId}`);
  // Platform timestamps sort as text, so comparing them as text compares the instants.
  const today = platformTimestamp(now);
  if (promotion.start_date > today) throw new PlatformError('promotion.closed', `promotionId: promotion ${promotionId} has not started yet`);
  if (!promotion.no_expiry && promotion.end_date !== null && promotion.end_date < today) {
    throw new PlatformError('promotion.closed', `promotionId: promotion ${promotionId} ended on ${promotion.end_date}`);
  }
  return promotion;
}

// ---- the handlers ----

export const contentHandlers = {
  announcements: ({ input, member }, { db, now }) => {
    const types = [...new Set(input.types.split(',').map((type) => (type === PROMOTION_TYPE_ALIAS ? 'PR' : type)))];
    const reader = readerOf(member);
    const groupFilter = input.groupName ? 'AND a.group_name = ?' : '';
    const rows = db
      .prepare(
        // The asked language's text where there is one, else the English every announcement has.
        `SELECT a.*, coalesce(t.title, a.title) AS title, coalesce(t.content, a.content) AS content, coalesce(t.images, a.images) AS images,
           r.member_id IS NOT NULL AS is_read
         FROM announcements a
         LEFT JOIN announcement_texts t ON t.announcement_id = a.id AND t.language = ?
         LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.member_id = ?
         WHERE a.type IN (${types.map(() => '?').join(', ')}) ${groupFilter}
         ORDER BY a.position`,
      )
      .all(input.language ?? null, reader?.id ?? null, ...types, ...(input.groupName ? [input.groupName] : [])) as unknown as AnnouncementRow[];
    const list = rows.map((row) => toAnnouncement(row, now()));
    return {
      list,
      unreadCount: reader ? list.filter((announcement) => !announcement.read).length : 0,
      footer: { unreadCount: reader ? unreadAgentNotices(db, reader.id) : 0 },
    };
  },

  markAnnouncementRead: ({ input, member }, { db, now }) => {
    refuseTrial(member, 'mark announcements as read');
    const exists = db.prepare('SELECT 1 FROM announcements WHERE id = ?').get(input.announcementId);
    if (!exists) throw new PlatformError('request.invalid', `announcementId: no announcement ${input.announcementId}`);
    db.prepare('INSERT INTO announcement_reads (member_id, announcement_id, read_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(
      member.id,
      input.announcementId,
      now(),
    );
    return { announcementId: input.announcementId, read: true as const };
  },

  // The names are fixed data (no table): categories are the platform's configuration, not the player's.
  promotionCategories: ({ input }) =>
    (Object.keys(PROMOTION_CATEGORIES) as (keyof typeof PROMOTION_CATEGORIES)[]).map((key) => {
      const names: Readonly<Record<string, string>> = PROMOTION_CATEGORY_NAMES[key];
      return { id: PROMOTION_CATEGORIES[key], name: names[input.language] ?? names[PROMOTION_CATEGORY_FALLBACK_LANGUAGE]! };
    }),

  promotionJoin: ({ input, member }, { db, now }) => {
    refuseTrial(member, 'join promotions');
    openPromotion(db, input.promotionId, now());
    db.prepare("INSERT INTO promotion_joins (member_id, promotion_id, status, joined_at) VALUES (?, ?, 'joined', ?) ON CONFLICT DO NOTHING").run(
      member.id,
      input.promotionId,
      now(),
    );
    return { promotionId: input.promotionId, status: 'joined' as const };
  },

  // Every check runs before anything is written: a refused application leaves no trace.
  requestReward: ({ input, member }, { db, now }) => {
    refuseTrial(member, 'apply for rewards');
    const promotion = openPromotion(db, input.promotionId, now());
    const pictures = checkPictures(input.pictures);
    const remarks = input.remarks.trim();
    if (promotion.remark_required === 'Y' && !remarks) throw new PlatformError('request.invalid', 'remarks: this promotion needs remarks');
    if (promotion.image_required === 'Y' && pictures.length === 0)
      throw new PlatformError('request.invalid', 'pictures: this promotion needs at least one picture');
    transaction(db, () => {
      const { lastInsertRowid } = db
        .prepare("INSERT INTO reward_applications (member_id, promotion_id, remarks, status, created_at) VALUES (?, ?, ?, 'applying', ?)")
        .run(member.id, input.promotionId, remarks, now());
      const insert = db.prepare('INSERT INTO reward_pictures (application_id, position, file_name, mime_type, bytes, sha256) VALUES (?, ?, ?, ?, ?, ?)');
      pictures.forEach((picture, index) => insert.run(lastInsertRowid, index + 1, picture.fileName, picture.mimeType, picture.bytes, picture.sha256));
    });
    return { promotionId: input.promotionId, status: 'applying' as const };
  },

  chatUnread: ({ member }, { db }) => {
    const row = db.prepare('SELECT count(*) AS unread FROM chat_messages WHERE member_id = ? AND read = 0').get(member.id) as { unread: number };
    return { unReadCount: row.unread };
  },

  helpCentre: ({ input }, { db }) => {
    const articles = (language: string) =>
      db.prepare('SELECT title, content FROM help_articles WHERE language = ? ORDER BY position').all(language) as { title: string; content: string }[];
    const asked = articles(input.lang);
    return asked.length ? asked : articles(HELP_FALLBACK_LANGUAGE);
  },
} satisfies Partial<Handlers>;
