/** Signing in, registering and passwords (A §4, §5, §7). */
import { call, get, post } from './call-meta.ts';

export const login = call({ ...post('login', 'wps', '/member/login'), encrypted: true });
export const testPlay = call({ ...post('testPlay', 'wps', '/member/test-play'), moduleId: 'FREEPLAY3' });
export const trialLogin = get('trialLogin', 'wps', '/member/trial');
export const register = call({ ...post('register', 'wps', '/member/register'), method: 'PUT', encrypted: true, moduleId: 'REGISTER3' });
export const sendSmsCode = post('sendSmsCode', 'wps', '/sms/code');
export const captcha = get('captcha', 'wps', '/captcha');
export const registerRules = get('registerRules', 'wps', '/register/rules');
export const usernameCheck = get('usernameCheck', 'wps', '/register/username');
export const affiliateCheck = get('affiliateCheck', 'wps', '/register/affiliate');
export const forgotPasswordEmail = call({ ...post('forgotPasswordEmail', 'wps', '/password/forgot'), body: 'form' });
export const setPasswordByPhone = call({ ...post('setPasswordByPhone', 'wps', '/password/phone'), encrypted: true });
export const changePassword = post('changePassword', 'wps', '/member/password/v2', true);
export const systemCountry = get('systemCountry', 'wps', '/system/countries');
export const registerSettings = get('registerSettings', 'wps', '/register/settings');
