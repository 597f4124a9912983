/**
 * The calls every page's chrome makes (A §7, G §7): the status gate, the session and the member,
 * the balance, the avatar, the unread badges and announcements. In every page's core chunk.
 */
import { call, get, post } from './call-meta.ts';

export const logout = call({ ...post('logout', 'wps', '/member/session', true), method: 'DELETE', body: 'query' });
export const systemStatus = get('systemStatus', 'wps', '/system/status');
export const setHeadIcon = call({ ...post('setHeadIcon', 'wps', '/member/head-icon', true), body: 'form' });
export const getHeadIcon = get('getHeadIcon', 'wps', '/member/head-icon', true);
export const memberInfo = get('memberInfo', 'wps', '/member/info', true);
export const inboxUnread = get('inboxUnread', 'wps', '/inbox/unread', true);
export const wallet = get('wallet', 'wps', '/member/wallet', true);
export const announcements = call({ ...get('announcements', 'wps', '/content/announcements'), auth: 'optional' });
export const markAnnouncementRead = post('markAnnouncementRead', 'wps', '/content/announcements/read', true);
export const chatUnread = get('chatUnread', 'wps', '/chat/unread', true);
