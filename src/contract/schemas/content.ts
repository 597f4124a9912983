/** Content (G §3): announcements, promotions and reward requests, help, inbox, customer service. */
import { z } from 'zod';
import { ANNOUNCEMENT_TYPES } from '../vocabulary.ts';
import { INBOX_PAGE_SIZE_MAX, MAX_IMAGES, MAX_IMAGE_BYTES, REMARKS_MAX_LENGTH } from '../limits.ts';
import { SUPPORT_TYPES } from '../../constants.ts';
import type { CallId } from '../calls.ts';
import { text, qInt, flag01, yesNo, languageCode, timestamp, url, html, empty } from './blocks.ts';

/**
 * Ours: a hot match's fixture (G §3 names the "hot matches" group and type H, nothing of a match).
 * A platform sends it on type H announcements; title and content stay the operator's words.
 */
export const hotMatch = z.object({
  category: z.enum(['SPORTS', 'ESPORTS']).describe('The tab and list screen that show it.'),
  vassalage: z.string().describe('The vendor whose lobby takes the bet (launched like a tap on that vendor).'),
  sport: z.string().describe('The sport or e-sports title, e.g. Football, Dota 2.'),
  league: z.string(),
  home: z.string().describe('The first-named team.'),
  away: z.string(),
  kickOff: timestamp.describe("On the platform clock (UTC+7), like every platform time; the site shows it in the player's zone."),
});

export const announcement = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  linkedPromotionId: z.number().int().nullable(),
  title: z.string(),
  content: html,
  startDate: timestamp,
  endDate: timestamp.nullable(),
  noExpiry: flag01,
  promoAnnouncementCategoryIds: z.array(z.number().int()),
  announcementImages: z.array(z.object({ url, sequence: z.number().int().describe('1 is the cover.') })),
  imageRequired: yesNo,
  remarkRequired: yesNo,
  groupName: z.string().nullable(),
  url: url
    .nullable()
    .describe('The banner\'s target (G §3 "Banner: groupName, url"): a path of this site or an absolute URL; null when it opens nothing, and on other types.'),
  read: z.boolean(),
  match: hotMatch.optional().describe('Ours: type H only, the fixture the hot match is about.'),
});

/**
 * The largest reward request body: MAX_IMAGES pictures of MAX_IMAGE_BYTES, base64 (4/3) in JSON.
 * A picture's data URL is bounded by the body alone, so that one over 5 MB is refused by the
 * platform's size check (upload.size), never by the schema (request.invalid).
 */
export const MAX_UPLOAD_BODY_BYTES = Math.ceil((MAX_IMAGES * MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;

export const picture = z.strictObject({
  fileName: z.string().min(1).max(200),
  dataUrl: z.string().max(MAX_UPLOAD_BODY_BYTES).describe('data:image/…;base64,… of at most 5 MB; checked by content.'),
});

/** Pictures a reward request may carry at all; the business limit is MAX_IMAGES (upload.count). */
export const MAX_PICTURES_ACCEPTED = 10;

export const CONTENT_SCHEMAS = {
  helpCentre: {
    request: z.strictObject({ lang: languageCode, device: z.literal('MOBILE').optional() }),
    response: z.array(z.object({ title: z.string(), content: html })),
  },
  inboxUnread: { request: empty, response: z.number().int().min(0) },
  // Ours (the spec names only the unread count, G §3): the member's inbox, newest first, a page at a time.
  inboxList: {
    request: z.strictObject({
      pageNo: qInt(1, 10_000),
      pageSize: qInt(1, INBOX_PAGE_SIZE_MAX),
      language: languageCode.optional().describe("The page's language: titles and bodies in it where the platform has them, else in its own."),
    }),
    response: z.object({
      list: z.array(
        z.object({
          id: z.number().int().positive(),
          title: z.string(),
          content: html,
          createdAt: timestamp.describe('When it was sent, platform wall-clock time.'),
          read: z.boolean(),
        }),
      ),
      totalPages: z.number().int().min(0),
    }),
  },
  inboxRead: {
    request: z.strictObject({ id: z.number().int().positive() }),
    response: z.object({ id: z.number().int(), read: z.literal(true) }),
  },
  customerService: {
    request: empty,
    response: z.array(
      z.object({
        csType: z.enum(SUPPORT_TYPES),
        csPosition: z.number().int().optional(),
        url: z.string().describe('Encrypted: AES of the address with the last 8 characters as the key (src/lib/service-path.ts).'),
      }),
    ),
  },
  liveChat: {
    request: z.strictObject({
      b2c: qInt(0, 1).optional(),
      language: languageCode,
      backUrl: z
        .string()
        .max(2048)
        .regex(/^https?:\/\//, 'an http(s) address')
        .describe('Where the chat returns to.'),
      headerColor: z
        .string()
        .regex(/^#?[0-9a-fA-F]{6}$/)
        .optional(),
      title: text(64).optional(),
    }),
    response: z.object({ chatUrl: url }),
  },
  announcements: {
    request: z.strictObject({
      types: z.string().regex(/^(?:B|PL|PU|PR|H|A|Promotion)(?:,(?:B|PL|PU|PR|H|A|Promotion))*$/, 'comma-separated types, e.g. B,PL,PU'),
      groupName: text(32).optional(),
      platform: z.literal('M'),
      merchantCode: text(32),
      language: languageCode.optional(),
    }),
    response: z.object({
      list: z.array(announcement),
      unreadCount: z.number().int().min(0).describe("Unread among the listed, for the session's member (0 for guests)."),
      footer: z.object({ unreadCount: z.number().int().min(0) }).describe('Agent footer badge (type A).'),
    }),
  },
  markAnnouncementRead: {
    request: z.strictObject({ announcementId: z.number().int().positive(), read: z.literal(true) }),
    response: z.object({ announcementId: z.number().int(), read: z.literal(true) }),
  },
  promotionCategories: {
    // Ours: the spec names no call for the names behind promoAnnouncementCategoryIds; a platform would answer them like this.
    request: z.strictObject({ language: languageCode }),
    response: z
      .array(z.object({ id: z.number().int().positive().describe('As in promoAnnouncementCategoryIds.'), name: z.string() }))
      .describe("The promotion categories in the platform's order, named in the asked language (English where it has no translation)."),
  },
  promotionJoin: {
    request: z.strictObject({ promotionId: z.number().int().positive() }),
    response: z.object({ promotionId: z.number().int(), status: z.enum(['joined', 'applying']) }),
  },
  requestReward: {
    request: z.strictObject({
      promotionId: z.number().int().positive(),
      remarks: text(REMARKS_MAX_LENGTH).default(''),
      // The platform answers more than MAX_IMAGES pictures with upload.count; this cap only bounds the body.
      pictures: z.array(picture).max(MAX_PICTURES_ACCEPTED).default([]),
    }),
    response: z.object({ promotionId: z.number().int(), status: z.literal('applying') }),
  },
  chatUnread: { request: empty, response: z.object({ unReadCount: z.number().int().min(0) }) },
  downloadLinks: { request: empty, response: z.array(z.object({ resourceType: z.string(), url })) },
} as const satisfies Partial<Record<CallId, { request: z.ZodType; response: z.ZodType }>>;
