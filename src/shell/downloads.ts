/** The brand's app link for each device the header button and download bar know (account §2). */
import type { Brand } from '../brand/schema.ts';

export function deviceAppLinks(downloads: Brand['downloads']): { device: 'ios' | 'android'; url: string }[] {
  const links = [
    { device: 'ios' as const, url: downloads.IOS ?? downloads.MOBILECONFIG },
    { device: 'android' as const, url: downloads.Android },
  ];
  return links.filter((link): link is { device: 'ios' | 'android'; url: string } => Boolean(link.url));
}
