import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A secret for a cookie or a link, and the hash under which it is stored. */
export function newToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: tokenId(token) };
}

export const tokenId = (token: string) => createHash('sha256').update(token).digest('hex');

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whole seconds from `now` until a lock ends (ISO 8601), rounded up: a Retry-After. */
export const secondsUntil = (until: string, now: Date) =>
  Math.ceil((new Date(until).getTime() - now.getTime()) / 1000);
