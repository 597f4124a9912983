import { describe, expect, it } from 'vitest';
import { announcement as fixture } from '../../../../contract/fixtures.ts';
import type { Announcement } from '../../../../contract/schemas.ts';
import { homeSlides } from './home-slides.ts';

const banner = (id: number, fields: Partial<Announcement> = {}) =>
  fixture(id, 'B', { title: `Banner ${id}`, content: '', announcementImages: [{ url: `banners/${id}.png`, sequence: 1 }], groupName: 'm_home', ...fields });

const context = { imageCdns: ['https://img.example/cdn'], origin: 'https://brand.example', allowedOrigins: ['https://partner.example'], languagePrefix: '' };

describe('home carousel slides', () => {
  it('takes the m_home banners in the platform order, each picture on the image CDN', () => {
    const list = [banner(3), banner(1), banner(2)];
    expect(homeSlides(list, context).map(({ id, src, alt }) => ({ id, src, alt }))).toEqual([
      { id: 3, src: 'https://img.example/cdn/banners/3.png', alt: 'Banner 3' },
      { id: 1, src: 'https://img.example/cdn/banners/1.png', alt: 'Banner 1' },
      { id: 2, src: 'https://img.example/cdn/banners/2.png', alt: 'Banner 2' },
    ]);
  });

  it('leaves out the form banners, every other type and banners without a picture', () => {
    const list = [
      banner(1, { groupName: 'm_login' }),
      banner(2, { type: 'PL' }),
      banner(3, { type: 'PU', groupName: null }),
      banner(4, { announcementImages: [] }),
      banner(5),
    ];
    expect(homeSlides(list, context).map((slide) => slide.id)).toEqual([5]);
  });

  it('gives each slide the target its url allows: a page (in the page language), a new tab, or nothing', () => {
    const list = [
      banner(1, { url: '/m/activity?id=401' }),
      banner(2, { url: 'https://partner.example/terms' }),
      banner(3, { url: 'javascript:alert(1)' }),
      banner(4, { url: null }),
      banner(5, { url: 'https://unlisted.example/' }),
    ];
    expect(homeSlides(list, context).map((slide) => slide.target)).toEqual([
      { kind: 'page', href: '/m/activity?id=401' },
      { kind: 'newTab', href: 'https://partner.example/terms' },
      null,
      null,
      null,
    ]);
    expect(homeSlides(list, { ...context, languagePrefix: '/en' })[0]!.target).toEqual({ kind: 'page', href: '/en/m/activity?id=401' });
  });
});
