/**
 * Encrypted bodies of login, register and set-password-by-phone (A §7): AES-256-CBC with a key of
 * SHA-256(brand api.encryptionKey) and a random IV, sent as `{ iv, data }` (base64) with the
 * header ENCRYPTION_HEADER. The key ships in the bundle, so this is obfuscation on top of TLS, not
 * secrecy: it keeps passwords out of naive request logs and proxies, nothing more (README).
 * Imported dynamically, only by encrypted calls, so pages without them never download crypto-js.
 */
import AES from 'crypto-js/aes.js';
import Base64 from 'crypto-js/enc-base64.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import WordArray from 'crypto-js/lib-typedarrays.js';
import SHA256 from 'crypto-js/sha256.js';

export interface EncryptedBody {
  iv: string;
  data: string;
}

const IV_BYTES = 16;

export function encryptBody(body: unknown, passphrase: string): EncryptedBody {
  const iv = WordArray.random(IV_BYTES);
  const cipher = AES.encrypt(JSON.stringify(body), SHA256(passphrase), { iv });
  return { iv: Base64.stringify(iv), data: cipher.toString() };
}

/** The platform side (sandbox, tests): throws on a wrong key or a mangled body. */
export function decryptBody(body: EncryptedBody, passphrase: string): unknown {
  const plain = AES.decrypt(body.data, SHA256(passphrase), { iv: Base64.parse(body.iv) }).toString(Utf8);
  if (!plain) throw new Error('cannot decrypt the body');
  return JSON.parse(plain);
}
