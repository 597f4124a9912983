/**
 * The body sealer of encrypted calls (A §7): loads the cipher (crypto-js, its own chunk) on the
 * first encrypted call only. A module of its own so that only its importers carry the `import()`
 * and the bundler's preload helper that comes with it (see src/lib/api-client.ts).
 */
import type { EncryptedBody } from './body-crypto.ts';

export async function sealBodyLazily(fields: Record<string, unknown>, key: string): Promise<EncryptedBody> {
  const { encryptBody } = await import('./body-crypto.ts');
  return encryptBody(fields, key);
}
