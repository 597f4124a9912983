/**
 * Password storage of the sandbox: salted scrypt, never the readable password.
 * Stored as `scrypt$N$r$p$<salt base64>$<hash base64>` so the cost can rise later without
 * breaking the hashes already stored (each hash carries the parameters it was made with).
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const SALT_BYTES = 16;
const HASH_BYTES = 32;
/** Node's default scrypt cost (N = 2^14, r = 8, p = 1): about 40 ms per hash, 16 MB of memory. */
const COST: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>> = { N: 16_384, r: 8, p: 1 };
const FORMAT = /^scrypt\$(\d{1,7})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

function scryptAsync(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** scrypt needs 128 · N · r bytes; allow that plus room, so a stored cost never trips the default cap. */
const memoryFor = ({ N, r }: { N: number; r: number }) => 256 * N * r;

function format(salt: Buffer, hash: Buffer): string {
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return format(salt, await scryptAsync(password, salt, HASH_BYTES, { ...COST, maxmem: memoryFor(COST) }));
}

/** For the seed, which runs inside a synchronous transaction. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  return format(salt, scryptSync(password, salt, HASH_BYTES, { ...COST, maxmem: memoryFor(COST) }));
}

/** Made once per process, so a missing account costs as much time as a wrong password. */
let decoy: string | undefined;

/**
 * Whether `password` matches `stored`. A null or unreadable `stored` (no such member, no password)
 * still runs one scrypt, so the answer time does not tell whether an account exists.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored ? FORMAT.exec(stored) : null;
  if (!parts) {
    decoy ??= hashPasswordSync('decoy');
    await verifyPassword(password, decoy);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as unknown as [string, string, string, string, string, string];
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, { ...cost, maxmem: memoryFor(cost) });
  return timingSafeEqual(actual, expected);
}
