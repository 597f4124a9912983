import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../contract/schemas.ts';
import { bannerSlides } from './banners.ts';

const base: Announcement = {
  id: 1,
  type: 'B',
  linkedPromotionId: null,
  title: 'Welcome back',
  content: '',
  startDate: '2026-01-01 00:00:00',
  endDate: null,
  noExpiry: 1,
  promoAnnouncementCategoryIds: [],
  announcementImages: [
    { url: 'b.png', sequence: 2 },
    { url: 'a.png', sequence: 1 },
  ],
  imageRequired: 'N',
  remarkRequired: 'N',
  groupName: 'm_login',
  url: null,
  read: false,
};

describe('form banners', () => {
  it('takes the cover picture of each banner of the group, a path joined to the first image CDN', () => {
    expect(bannerSlides([base], 'm_login', ['https://img.example.com/cdn'])).toEqual([
      { id: 1, src: 'https://img.example.com/cdn/a.png', alt: 'Welcome back' },
    ]);
    const absolute = { ...base, announcementImages: [{ url: 'https://other.example.com/a.png', sequence: 1 }] };
    expect(bannerSlides([absolute], 'm_login', ['https://img.example.com/cdn'])).toEqual([
      { id: 1, src: 'https://other.example.com/a.png', alt: 'Welcome back' },
    ]);
  });

  it('leaves out other groups, other types and banners without a picture', () => {
    const list = [
      { ...base, id: 2, groupName: 'm_reg' },
      { ...base, id: 3, type: 'PL' as const },
      { ...base, id: 4, announcementImages: [] },
    ];
    expect(bannerSlides(list, 'm_login')).toEqual([]);
  });
});
