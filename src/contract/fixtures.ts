/**
 * Answers of the platform as the unit tests build them: every field the contract gives, set to a
 * plain default, the fields a test is about passed in. Imported by tests only.
 */
import type { Announcement } from './schemas.ts';

/** An announcement (G §3) of `type`, published 2026-01-01, no pictures, nothing required, unread. */
export function announcement(id: number, type: Announcement['type'], fields: Partial<Announcement> = {}): Announcement {
  return {
    id,
    type,
    linkedPromotionId: null,
    title: `Announcement ${id}`,
    content: '<p>…</p>',
    startDate: '2026-01-01 00:00:00',
    endDate: null,
    noExpiry: 1,
    promoAnnouncementCategoryIds: [],
    announcementImages: [],
    imageRequired: 'N',
    remarkRequired: 'N',
    groupName: null,
    url: null,
    read: false,
    ...fields,
  };
}
