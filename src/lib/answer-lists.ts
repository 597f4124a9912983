/**
 * The browser carries no zod schemas (src/contract/schemas.ts is too heavy for every page), so a
 * platform answer is trusted as it comes. What a wrong shape would break is a list the page draws:
 * these calls' lists are checked, and an answer without one fails as 'malformed' (src/lib/platform.ts),
 * which its block shows as its translated error instead of crashing the page.
 */
import type { CallId } from '../contract/calls.ts';

/** The fields of a call's answer that must be lists ('' : the answer itself). */
export const ANSWER_LISTS: Partial<Record<CallId, readonly string[]>> = {
  homeGameLists: ['top', 'newRng'],
  hotGames: ['list'],
  gameList: ['games'],
  favouriteList: ['content'],
  recentList: ['list'],
  winnerBoard: ['list'],
  announcements: ['list'],
  helpCentre: [''],
  promotionCategories: [''],
};

/** Throws when an answer of `id` lacks one of its lists. */
export function checkAnswerLists(id: CallId, value: unknown): void {
  for (const field of ANSWER_LISTS[id] ?? []) {
    const list = field ? (value as Record<string, unknown> | null)?.[field] : value;
    if (!Array.isArray(list)) throw new Error(`${field || 'the answer'} is not a list`);
  }
}
