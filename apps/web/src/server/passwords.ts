import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's scrypt parameters (Password Storage Cheat Sheet): N=2^14, r=8, p=5. */
export const scryptParameters = { N: 2 ** 14, r: 8, p: 5, saltBytes: 16, keyBytes: 64 } as const;

// Memory is 128·N·r bytes (16 MiB here); the default cap of 32 MiB leaves no room to verify
// hashes made with larger parameters later.
const maxmem = 256 * 1024 * 1024;
const maxAcceptedN = 2 ** 20;

function derive(password: string, salt: Buffer, keyBytes: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyBytes, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** D17: a salted slow hash, `scrypt$N$r$p$salt$hash` with base64 salt and hash. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, saltBytes, keyBytes } = scryptParameters;
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, keyBytes, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || !salt || !hash) return false;
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  const sane = [N, R, P].every((value) => Number.isSafeInteger(value) && value > 0);
  if (!sane || N > maxAcceptedN || R > 32 || P > 16) return false;
  const expected = Buffer.from(hash, 'base64');
  if (expected.length === 0) return false;
  const key = await derive(password, Buffer.from(salt, 'base64'), expected.length, {
    N,
    r: R,
    p: P,
  });
  return timingSafeEqual(key, expected);
}
