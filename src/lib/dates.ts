/**
 * The platform's dates as the content screens show them (G §2 "Promotions": YYYY/MM/DD; "Notices":
 * YYYY-MM-DD HH:mm:ss), through dayjs in the page's language. The platform sends wall-clock times
 * (`YYYY-MM-DD HH:mm:ss`, contract `timestamp`) without a zone: they are shown as sent, never moved
 * into the phone's zone, so a promotion ends on the date the operator wrote.
 *
 * dayjs and its Burmese locale (about 3 KB gzip) load only with the pages that import this module.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/my';
import { type LanguageCode } from '../constants.ts';

/** How the content screens write the platform's dates (G §2 "Promotions", "Notices"), in dayjs tokens. */
export const DATE_FORMATS = { promotion: 'YYYY/MM/DD', notice: 'YYYY-MM-DD HH:mm:ss' } as const;

/** dayjs locale names of the interface languages. */
const DAYJS_LOCALES: Readonly<Record<LanguageCode, string>> = { EN: 'en', MY: 'my' };

export type DateFormat = keyof typeof DATE_FORMATS;

/** `2026-11-24 09:05:00` as `format` asks, in `language`; a value dayjs cannot read is shown as sent. */
export function formatDate(timestamp: string, format: DateFormat, language: LanguageCode): string {
  const date = dayjs(timestamp);
  return date.isValid() ? date.locale(DAYJS_LOCALES[language]).format(DATE_FORMATS[format]) : timestamp;
}
