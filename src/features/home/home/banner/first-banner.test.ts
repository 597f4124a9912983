import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../../constants.ts';
import { earlyCalls } from '../../../games/games/first-page-starter.ts';
import { homeAnnouncementsInput } from '../api.ts';

describe("home's first banner, painted from the head's answers (first-banner.inline.ts)", () => {
  it('has the head ask for the same announcements as home asks, after the hot games', () => {
    for (const language of LANGUAGE_CODES) {
      const calls = earlyCalls({ name: 'home' }, language);
      expect(calls.map(([id]) => id)).toEqual(['hotGames', 'announcements']);
      expect(calls[1]![1]).toEqual(homeAnnouncementsInput(language));
    }
  });
});
