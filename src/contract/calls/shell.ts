/**
 * The calls every page's chrome makes (A §7, G §7): the status gate, the session and the member,
 * the balance, the avatar, the unread badges and announcements. In every page's core chunk.
 */
import { get, post, type CallMeta } from './call-meta.ts';

export const logout = {
  id: 'logout',
  method: 'DELETE',
  group: 'wps',
  path: '/member/session',
  auth: true,
  encrypted: false,
  body: 'query',
} as const satisfies CallMeta;
export const systemStatus = get('systemStatus', 'wps', '/system/status');
export const setHeadIcon = {
  id: 'setHeadIcon',
  method: 'POST',
  group: 'wps',
  path: '/member/head-icon',
  auth: true,
  encrypted: false,
  body: 'form',
} as const satisfies CallMeta;
export const getHeadIcon = get('getHeadIcon', 'wps', '/member/head-icon', true);
export const memberInfo = get('memberInfo', 'wps', '/member/info', true);
export const inboxUnread = get('inboxUnread', 'wps', '/inbox/unread', true);
export const wallet = get('wallet', 'wps', '/member/wallet', true);
export const announcements = {
  id: 'announcements',
  method: 'GET',
  group: 'wps',
  path: '/content/announcements',
  auth: 'optional',
  encrypted: false,
  body: 'query',
} as const satisfies CallMeta;
export const markAnnouncementRead = post('markAnnouncementRead', 'wps', '/content/announcements/read', true);
export const chatUnread = get('chatUnread', 'wps', '/chat/unread', true);
