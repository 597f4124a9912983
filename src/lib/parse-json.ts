/**
 * JSON that the page did not just write itself (storage, another tab, an older version of the site,
 * a page attribute) is read through a guard, never cast: `parseJson(text, isSession)` is the value
 * when it has the shape the guard checks, else null. No zod in the browser: guards are small functions
 * beside the type they check.
 */

/** `text` parsed, if it is JSON of the shape `isT` checks; null otherwise (also for no text). Never throws. */
export function parseJson<T>(text: string | null | undefined, isT: (value: unknown) => value is T): T | null {
  if (text === null || text === undefined) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isT(value) ? value : null;
  } catch {
    return null;
  }
}

/** A plain object (not null, not an array): its fields are then read one by one. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
