/**
 * Home's announcements (G §7 "B,PL,PU,PR,H on home"): one call for the page, shared by its vanilla
 * scripts (the banner carousel takes the m_home banners, the notice ticker the player notices).
 * Not through the fetcher layer (src/lib/fetcher.ts): home shows no session-dependent list here,
 * and its ≈2.5 KB of gzip would be home's only reason to load it.
 */
import { type LanguageCode } from '../../../constants.ts';
import type { Announcement } from '../../../contract/schemas.ts';
import { loadHomeAnnouncements } from './api.ts';

let asked: Promise<readonly Announcement[]> | undefined;

/** The page's announcements in `language`, asked once; rejects (ApiError) when the call fails. */
export function homeAnnouncements(language: LanguageCode): Promise<readonly Announcement[]> {
  asked ??= loadHomeAnnouncements(language).then(
    // The browser does not validate answers: a platform that leaves the list out has nothing to show.
    (answer) => (Array.isArray(answer?.list) ? answer.list : []),
  );
  return asked;
}
