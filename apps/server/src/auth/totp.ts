import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), as every authenticator app
 * reads them from an `otpauth://` address: HMAC-SHA-1, six digits, a new code every 30 seconds.
 */
export const totpStepSeconds = 30;
const digits = 6;
/** A code of the step before or after still counts: clocks and typing take time. */
const stepsOfDrift = 1;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += base32Alphabet[(value << (5 - bits)) & 31];
  return text;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const character of clean) {
    const index = base32Alphabet.indexOf(character);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret: 160 random bits, as RFC 4226 recommends, in base32. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

/** The HOTP value of `counter` (RFC 4226 section 5.3), `length` digits. */
export function hotp(secret: Buffer, counter: number, length = digits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** length).padStart(length, '0');
}

export const totpStep = (now: Date) => Math.floor(now.getTime() / 1000 / totpStepSeconds);

/** The code an app shows at `now`. */
export const totpCode = (secret: string, now: Date) => hotp(base32Decode(secret), totpStep(now));

/**
 * The step whose code `code` is, within the drift allowed around `now`, or null. The caller keeps
 * the step and refuses it, and every earlier one, the next time: a code works once.
 */
export function matchingTotpStep(secret: string, code: string, now: Date): number | null {
  const typed = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(typed)) return null;
  const key = base32Decode(secret);
  const current = totpStep(now);
  let found: number | null = null;
  for (let step = current - stepsOfDrift; step <= current + stepsOfDrift; step += 1) {
    // Every candidate is compared, in constant time, whichever matches.
    const same = timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(typed));
    if (same && found === null) found = step;
  }
  return found;
}

/** The address an authenticator app reads (from the QR code, or typed as the secret). */
export function otpauthUri({
  issuer,
  account,
  secret,
}: {
  issuer: string;
  account: string;
  secret: string;
}): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(digits),
    period: String(totpStepSeconds),
  });
  return `otpauth://totp/${label}?${query}`;
}

/** The secret in groups of four, as people copy it into an app by hand. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
