/** Signing in, registering and passwords (A §4, §5, §7). */
import { get, post, type CallMeta } from './call-meta.ts';

export const login = {
  id: 'login',
  method: 'POST',
  group: 'wps',
  path: '/member/login',
  auth: false,
  encrypted: true,
  body: 'json',
} as const satisfies CallMeta;
export const testPlay = {
  id: 'testPlay',
  method: 'POST',
  group: 'wps',
  path: '/member/test-play',
  auth: false,
  encrypted: false,
  body: 'json',
  moduleId: 'FREEPLAY3',
} as const satisfies CallMeta;
export const trialLogin = get('trialLogin', 'wps', '/member/trial');
export const register = {
  id: 'register',
  method: 'PUT',
  group: 'wps',
  path: '/member/register',
  auth: false,
  encrypted: true,
  body: 'json',
  moduleId: 'REGISTER3',
} as const satisfies CallMeta;
export const sendSmsCode = post('sendSmsCode', 'wps', '/sms/code');
export const captcha = get('captcha', 'wps', '/captcha');
export const registerRules = get('registerRules', 'wps', '/register/rules');
export const usernameCheck = get('usernameCheck', 'wps', '/register/username');
export const affiliateCheck = get('affiliateCheck', 'wps', '/register/affiliate');
export const forgotPasswordEmail = {
  id: 'forgotPasswordEmail',
  method: 'POST',
  group: 'wps',
  path: '/password/forgot',
  auth: false,
  encrypted: false,
  body: 'form',
} as const satisfies CallMeta;
export const setPasswordByPhone = {
  id: 'setPasswordByPhone',
  method: 'POST',
  group: 'wps',
  path: '/password/phone',
  auth: false,
  encrypted: true,
  body: 'json',
} as const satisfies CallMeta;
export const changePassword = post('changePassword', 'wps', '/member/password/v2', true);
export const systemCountry = get('systemCountry', 'wps', '/system/countries');
export const registerSettings = get('registerSettings', 'wps', '/register/settings');
