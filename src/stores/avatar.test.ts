// The avatar store's pure parts (issue 23): what a head icon answer shows, what the device remembers.
import { describe, expect, it } from 'vitest';
import { AVATAR_PRESETS } from '../contract/limits.ts';
import { parseCachedAvatar, presetHue, shownAvatar } from './avatar.ts';

describe('avatar', () => {
  it('a preset by its number, an own picture on the image CDN, preset 1 for anything else', () => {
    expect(shownAvatar({ icon: '5', url: null }, [])).toEqual({ preset: 5 });
    expect(shownAvatar({ icon: 'custom', url: 'avatars/1-abc.jpg' }, ['https://cdn.example/img/'])).toEqual({
      src: 'https://cdn.example/img/avatars/1-abc.jpg',
    });
    for (const icon of ['0', String(AVATAR_PRESETS + 1), 'custom', '', '2.5']) expect(shownAvatar({ icon, url: null }, []), icon).toEqual({ preset: 1 });
  });

  it('the presets go round the colour wheel, each its own hue', () => {
    const hues = Array.from({ length: AVATAR_PRESETS }, (_, index) => presetHue(index + 1));
    expect(new Set(hues).size).toBe(AVATAR_PRESETS);
    expect(Math.min(...hues)).toBe(0);
    expect(Math.max(...hues)).toBeLessThan(360);
  });

  it('the remembered avatar is only the same member’s, and only one we can show', () => {
    expect(parseCachedAvatar(JSON.stringify({ user: 'demo_member', preset: 7 }), 'demo_member')).toEqual({ preset: 7 });
    expect(parseCachedAvatar(JSON.stringify({ user: 'demo_member', preset: 7 }), 'demo_agent')).toBeNull();
    expect(parseCachedAvatar(JSON.stringify({ user: 'a', src: 'https://cdn.example/a.jpg' }), 'a')).toEqual({ src: 'https://cdn.example/a.jpg' });
    expect(parseCachedAvatar(JSON.stringify({ user: 'a', src: 'javascript:alert(1)' }), 'a')).toBeNull();
    expect(parseCachedAvatar('{not json', 'a')).toBeNull();
    expect(parseCachedAvatar(null, 'a')).toBeNull();
  });
});
