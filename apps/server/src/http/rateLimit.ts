import type { Counters } from '../storage/counters';

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take: (key: string) => Promise<RateVerdict>;
}

const retryAfter = (msLeft: number) => Math.max(1, Math.ceil(msLeft / 1000));

/**
 * At most `limit` requests per key in a window that starts with the key's first request. A
 * limit of 0 turns the limiter off (for load tests): nothing is counted.
 */
export function rateLimiter({
  counters,
  limit,
  windowMs = 60_000,
}: {
  counters: Counters;
  limit: number;
  windowMs?: number;
}): RateLimiter {
  if (limit === 0) return { take: () => Promise.resolve({ allowed: true }) };
  return {
    async take(key) {
      const window = await counters.add(`rate ${key}`, 1, windowMs);
      if (window.total <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: retryAfter(window.msLeft) };
    },
  };
}

export const dayMs = 24 * 60 * 60 * 1000;

export type VolumeVerdict =
  | { allowed: true; release: () => Promise<void> }
  | { allowed: false; scope: 'address' | 'total'; retryAfterSeconds: number };

export interface UploadVolume {
  /** Counts `bytes` against the bucket's and the site's daily caps, or says which cap is full. */
  reserve: (bucket: string, bytes: number) => Promise<VolumeVerdict>;
}

/**
 * Stored upload bytes per client bucket and for the whole site, each in a 24-hour window. A cap
 * of 0 is no cap. Bytes of a submission that is refused or fails are given back.
 */
export function uploadVolume({
  counters,
  perAddressBytes,
  totalBytes,
  windowMs = dayMs,
}: {
  counters: Counters;
  perAddressBytes: number;
  totalBytes: number;
  windowMs?: number;
}): UploadVolume {
  const caps = [
    { scope: 'address' as const, limit: perAddressBytes, key: (bucket: string) => bucket },
    { scope: 'total' as const, limit: totalBytes, key: () => '*' },
  ].filter((cap) => cap.limit > 0);
  return {
    async reserve(bucket, bytes) {
      const taken: { key: string; endsAt: number }[] = [];
      const release = async () => {
        await Promise.all(
          taken.map(({ key, endsAt }) => counters.release(key, bytes, endsAt).catch(() => {})),
        );
      };
      try {
        for (const cap of caps) {
          const key = `upload-bytes ${cap.key(bucket)}`;
          const window = await counters.reserve(key, bytes, windowMs, cap.limit);
          if (!window.granted) {
            await release();
            const retryAfterSeconds = retryAfter(window.msLeft);
            return { allowed: false, scope: cap.scope, retryAfterSeconds };
          }
          taken.push({ key, endsAt: window.endsAt });
        }
      } catch (error) {
        await release();
        throw error;
      }
      return { allowed: true, release };
    },
  };
}

/** "about 3 hours", "about 20 minutes": when a visitor may try again, for a sentence. */
export function roughly(seconds: number): string {
  if (seconds >= 5400) return `about ${Math.round(seconds / 3600)} hours`;
  if (seconds >= 90) return `about ${Math.round(seconds / 60)} minutes`;
  return `${seconds} seconds`;
}
