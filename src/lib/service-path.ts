/**
 * Customer-service addresses arrive encrypted (A §3, G §3): the value is an AES (crypto-js
 * passphrase format) cipher of the address followed by its 8-character key.
 */
import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';

export const SERVICE_KEY_LENGTH = 8;

export function decodeServicePath(value: string): string | null {
  if (value.length <= SERVICE_KEY_LENGTH) return null;
  const key = value.slice(-SERVICE_KEY_LENGTH);
  try {
    const address = AES.decrypt(value.slice(0, -SERVICE_KEY_LENGTH), key).toString(Utf8);
    return /^https:\/\//.test(address) ? address : null; // allow-list: only https addresses open
  } catch {
    return null;
  }
}

/** The platform side (sandbox). */
export function encodeServicePath(address: string, key: string): string {
  if (key.length !== SERVICE_KEY_LENGTH) throw new Error(`service key must be ${SERVICE_KEY_LENGTH} characters`);
  return AES.encrypt(address, key).toString() + key;
}
