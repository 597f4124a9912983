/** The request headers the platform reads besides the standard ones (A §7). */

/** Header naming the merchant of every request. */
export const MERCHANT_HEADER = 'X-Merchant-Code';
/** Header carrying the module id of calls whose request has no `moduleId` field (A §7, e.g. register). */
export const MODULE_HEADER = 'X-Module-Id';
/** Header naming the body encryption scheme of an encrypted call (A §7). */
export const ENCRYPTION_HEADER = 'X-Body-Encryption';
export const ENCRYPTION_SCHEME = 'aes-256-cbc;key=sha256';
/** Header the login sends from an installed web app (A §7 "device header OTHERS in standalone mode"). */
export const DEVICE_HEADER = 'X-Device';
export const STANDALONE_DEVICE = 'OTHERS';
