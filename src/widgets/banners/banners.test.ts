import { describe, expect, it } from 'vitest';
import { announcement } from '../../contract/fixtures.ts';
import { bannerSlides } from './banners.ts';

const base = announcement(1, 'B', {
  title: 'Welcome back',
  content: '',
  groupName: 'm_login',
  announcementImages: [
    { url: 'b.png', sequence: 2 },
    { url: 'a.png', sequence: 1 },
  ],
});

describe('form banners', () => {
  it('takes the cover picture of each banner of the group, a path joined to the first image CDN', () => {
    expect(bannerSlides([base], 'm_login', ['https://img.example.com/cdn'])).toEqual([
      { id: 1, src: 'https://img.example.com/cdn/a.png', srcset: '', alt: 'Welcome back' },
    ]);
    // A path of the image CDN's size scheme: every width it offers (src/contract/image-sizes.ts).
    const sized = { ...base, announcementImages: [{ url: 'banners/1-en/k-720x300.png', sequence: 1 }] };
    expect(bannerSlides([sized], 'm_login', ['https://img.example.com/cdn'])[0]!.srcset).toBe(
      ['360x150 360w', '540x225 540w', '720x300 720w', '1080x450 1080w', '1440x600 1440w']
        .map((size) => `https://img.example.com/cdn/banners/1-en/k-${size.replace(' ', '.png ')}`)
        .join(', '),
    );
    const absolute = { ...base, announcementImages: [{ url: 'https://other.example.com/a.png', sequence: 1 }] };
    expect(bannerSlides([absolute], 'm_login', ['https://img.example.com/cdn'])).toEqual([
      { id: 1, src: 'https://other.example.com/a.png', srcset: '', alt: 'Welcome back' },
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
