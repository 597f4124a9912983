/** The member centre's own screens: wallets, the security centre (issue 23) and invite (issue 23). */
import { get, post } from './call-meta.ts';

export const transferAllBack = post('transferAllBack', 'wps', '/member/wallets/transfer-back', true);
export const merchantWallet = get('merchantWallet', 'wps', '/member/wallets', true);
// Ours (the spec names the screen, G §2, not its calls). securityInfo answers contact details
// masked (src/contract/masking.ts): the screen only shows them masked, so the full number and
// address never travel, sit in the page's cache or reach whoever holds a stolen token.
export const securityInfo = get('securityInfo', 'wps', '/member/security', true);
export const setPaymentPassword = post('setPaymentPassword', 'wps', '/member/payment-password', true);
export const changePaymentPassword = post('changePaymentPassword', 'wps', '/member/payment-password/change', true);
export const sendPaymentResetCode = post('sendPaymentResetCode', 'wps', '/member/payment-password/reset/code', true);
export const resetPaymentPassword = post('resetPaymentPassword', 'wps', '/member/payment-password/reset', true);
export const bindMobile = post('bindMobile', 'wps', '/member/mobile', true);
export const bindEmail = post('bindEmail', 'wps', '/member/email', true);
// Ours (the spec names the /m/inviteFriends screen, A §2, and no call): the member's affiliate
// code, its registration link, the referral promotion's rules and the member's referral figures.
export const inviteInfo = get('inviteInfo', 'wps', '/member/invite', true);
