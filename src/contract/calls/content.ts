/** Content, messages and promotions (G §7). */
import { get, post } from './call-meta.ts';

export const helpCentre = get('helpCentre', 'wps', '/content/help');
export const inboxList = get('inboxList', 'wps', '/inbox', true);
export const inboxRead = post('inboxRead', 'wps', '/inbox/read', true);
export const customerService = get('customerService', 'wps', '/system/customer-service');
export const liveChat = get('liveChat', 'wps', '/chat/launch', true);
export const promotionCategories = get('promotionCategories', 'wps', '/promotions/categories');
export const promotionJoin = post('promotionJoin', 'wps', '/promotions/join', true);
export const requestReward = post('requestReward', 'wps', '/promotions/reward', true);
export const downloadLinks = get('downloadLinks', 'wps', '/system/downloads');
