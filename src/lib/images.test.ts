import { describe, expect, it } from 'vitest';
import { gameIconField, imageCdnsOf, resolveImageUrl } from './images.ts';

describe('image fields (platform paths on the image CDN)', () => {
  const cdns = ['https://img.example.com/cdn', 'https://backup.example.com'];

  it('joins a relative path to the first image CDN base, whatever slashes either has', () => {
    expect(resolveImageUrl('games/JL-RNG-001/abc-224x224.png', cdns)).toBe('https://img.example.com/cdn/games/JL-RNG-001/abc-224x224.png');
    expect(resolveImageUrl('/games/a.png', ['https://img.example.com/cdn/'])).toBe('https://img.example.com/cdn/games/a.png');
    expect(resolveImageUrl('a.png', ['', 'https://second.example.com'])).toBe('https://second.example.com/a.png');
  });

  it('uses absolute URLs as they are', () => {
    for (const url of ['https://vendor.example.com/icon.png', 'http://127.0.0.1:4321/cdn/x.png', '//cdn.example.com/x.png', 'data:image/png;base64,AAAA']) {
      expect(resolveImageUrl(url, cdns)).toBe(url);
    }
  });

  it("takes a path from the site's root without a CDN base, and keeps an empty field empty", () => {
    expect(resolveImageUrl('banners/1-en/k-720x300.png')).toBe('/banners/1-en/k-720x300.png');
    expect(resolveImageUrl('', cdns)).toBe('');
  });

  it('picks the large mobile icon, else showIcon, else iconUrl', () => {
    expect(gameIconField({ mobileLargeIcon: 'l.png', showIcon: 's.png', iconUrl: 'i.png' })).toBe('l.png');
    expect(gameIconField({ mobileLargeIcon: '', showIcon: 's.png', iconUrl: 'i.png' })).toBe('s.png');
    expect(gameIconField({ mobileLargeIcon: '', showIcon: '', iconUrl: 'i.png' })).toBe('i.png');
  });
});

describe('image CDN bases in a raw status answer (the inline painters)', () => {
  it('takes the strings of info.imageCDNs, and nothing from an answer without them', () => {
    expect(imageCdnsOf({ info: { imageCDNs: ['https://img.example.com', 3, null, ''] } })).toEqual(['https://img.example.com', '']);
    for (const status of [null, undefined, {}, { info: null }, { info: { imageCDNs: 'https://img.example.com' } }]) expect(imageCdnsOf(status)).toEqual([]);
  });
});
