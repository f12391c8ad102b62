// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fixedWindowLimiter } from './rate-limit';

describe('fixedWindowLimiter', () => {
  it('should allow the limit, then refuse with the seconds left in the window', () => {
    let time = 0;
    const limiter = fixedWindowLimiter({ limit: 2, now: () => time });
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: true });
    time = 15_500;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.take('b')).toEqual({ allowed: true });
    time = 60_000;
    expect(limiter.take('a')).toEqual({ allowed: true });
  });
});
