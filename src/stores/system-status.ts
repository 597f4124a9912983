/** System status (account §4): maintenance wins over region restriction. */
import { SYSTEM_STATUS, type SystemStatusCode } from '../contract/vocabulary.ts';

export function deriveStatus(answer: { maintenance: boolean; regionRestriction: boolean }): SystemStatusCode {
  if (answer.maintenance) return SYSTEM_STATUS.maintenance;
  if (answer.regionRestriction) return SYSTEM_STATUS.restricted;
  return SYSTEM_STATUS.normal;
}

/** A cached status from storage, or null when there is none or it is not one we know. */
export function parseCachedStatus(text: string | null): SystemStatusCode | null {
  const known: readonly string[] = Object.values(SYSTEM_STATUS).map(String);
  return text !== null && known.includes(text) ? (Number(text) as SystemStatusCode) : null;
}
