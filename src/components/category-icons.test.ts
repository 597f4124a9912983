import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES } from '../contract/vocabulary.ts';
import { SUPPORT_TYPES, THEMES } from '../constants.ts';
import { CATEGORY_ICONS, categoryIcon } from './category-icons.ts';
import * as icons from './icon-paths.ts';
import { SUPPORT_ICONS } from './support-icons.ts';
import { THEME_ICONS } from './theme-icons.ts';

describe('icons (issue 21, item 10)', () => {
  it('gives every category and home its own icon', () => {
    const shown = ['HOME', ...GAME_CATEGORIES].map(categoryIcon);
    expect(shown.every((path) => path.length > 0)).toBe(true);
    expect(new Set(shown).size).toBe(shown.length);
    expect(Object.keys(CATEGORY_ICONS).sort()).toEqual(['HOME', ...GAME_CATEGORIES].sort());
  });

  it('shows on each theme choice the theme it names: a sun for light, a moon for dark', () => {
    expect(THEME_ICONS).toEqual({ dark: 'moon', light: 'sun' });
    expect(new Set(THEMES.map((theme) => icons[THEME_ICONS[theme]])).size).toBe(THEMES.length);
  });

  it('gives help and settings distinct icons, and each kind of support channel its own', () => {
    expect(icons.help).not.toBe(icons.settings);
    const kinds = new Set(SUPPORT_TYPES.map((type) => SUPPORT_ICONS[type]));
    expect(kinds).toEqual(new Set(['service', 'whatsapp', 'facebook', 'telegram']));
    expect(new Set([...kinds].map((name) => icons[name])).size).toBe(kinds.size);
  });
});
