export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take: (key: string) => RateVerdict;
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * A fixed window per key, in memory: enough for one server process. Windows that have ended
 * are swept once per window so the map cannot grow without bound.
 */
export function fixedWindowLimiter({
  limit,
  windowMs = 60_000,
  now = Date.now,
}: {
  limit: number;
  windowMs?: number;
  now?: () => number;
}): RateLimiter {
  const windows = new Map<string, Window>();
  let nextSweep = now() + windowMs;

  return {
    take(key) {
      const time = now();
      if (time >= nextSweep) {
        for (const [entry, window] of windows) if (window.resetAt <= time) windows.delete(entry);
        nextSweep = time + windowMs;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)),
      };
    },
  };
}
