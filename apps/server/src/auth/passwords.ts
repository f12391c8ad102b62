import { scrypt, timingSafeEqual } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * OWASP's first choice (Password Storage Cheat Sheet): Argon2id, 19 MiB, two passes, one lane.
 * About 10 ms of one core on the libuv pool, against scrypt's 170 ms at OWASP's equivalent
 * setting, so two cores keep up with a burst of applications without weakening the hash.
 */
export const argon2Parameters = {
  // The package's `Algorithm` is a const enum, which isolated modules cannot read: 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/** D17: a salted slow hash, stored as a PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), argon2Parameters);
}

/** What verifying a stored hash may cost at most, so a corrupted row cannot stall the pool. */
const maxMemoryKiB = 256 * 1024;
const maxScryptN = 2 ** 20;

// Verified when there is no stored hash to check (an unknown address), so that the answer takes
// as long as for a wrong password and its timing does not tell which addresses are known.
let decoy: Promise<string> | undefined;

/** Checks `password` against `stored`, or against a decoy hash when there is none (always false). */
export async function verifyPasswordOrDecoy(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  if (stored) return verifyPassword(password, stored);
  await verifyPassword(password, await (decoy ??= hashPassword('not the password of anyone')));
  return false;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const normalised = password.normalize('NFC');
  if (stored.startsWith('$argon2id$')) {
    const memory = Number(/[$,]m=(\d+)/.exec(stored)?.[1] ?? Infinity);
    if (!(memory <= maxMemoryKiB)) return false;
    return verify(stored, normalised).catch(() => false);
  }
  if (stored.startsWith('scrypt$')) return verifyScrypt(normalised, stored);
  return false;
}

/**
 * Rows stored before Argon2id hold `scrypt$N$r$p$salt$hash` (base64 salt and hash); they still
 * verify, so nobody's password stops working.
 */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, expectedKey, ...rest] = stored.split('$');
  if (rest.length > 0 || !salt || !expectedKey) return false;
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  const sane = [N, R, P].every((value) => Number.isSafeInteger(value) && value > 0);
  if (!sane || N > maxScryptN || R > 32 || P > 16) return false;
  const expected = Buffer.from(expectedKey, 'base64');
  if (expected.length === 0) return false;
  const key = await new Promise<Buffer>((resolve, reject) => {
    const options = { N, r: R, p: P, maxmem: 128 * N * R * 2 };
    scrypt(password, Buffer.from(salt, 'base64'), expected.length, options, (error, derived) =>
      error ? reject(error) : resolve(derived),
    );
  });
  return timingSafeEqual(key, expected);
}
