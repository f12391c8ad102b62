// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memoryCounters } from '../storage/counters';
import { rateLimiter, roughly, uploadVolume } from './rateLimit';

function clock() {
  const state = { time: 1_000_000 };
  return { state, now: () => state.time };
}

describe('rateLimiter', () => {
  it('should allow the limit, then refuse with the seconds left in the window', async () => {
    const { state, now } = clock();
    const limiter = rateLimiter({ counters: memoryCounters(now), limit: 2 });
    expect(await limiter.take('a')).toEqual({ allowed: true });
    expect(await limiter.take('a')).toEqual({ allowed: true });
    state.time += 15_500;
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(await limiter.take('b')).toEqual({ allowed: true });
    state.time += 44_500;
    expect(await limiter.take('a')).toEqual({ allowed: true });
  });

  it('should count nothing and refuse nothing with a limit of 0', async () => {
    const limiter = rateLimiter({ counters: memoryCounters(), limit: 0 });
    for (let attempt = 0; attempt < 1000; attempt += 1) {
      expect(await limiter.take('a')).toEqual({ allowed: true });
    }
  });
});

describe('uploadVolume', () => {
  const megabyte = 1024 * 1024;

  it('should refuse the upload that would pass the address cap, and only for that bucket', async () => {
    const { state, now } = clock();
    const volume = uploadVolume({
      counters: memoryCounters(now),
      perAddressBytes: 5 * megabyte,
      totalBytes: 100 * megabyte,
    });
    expect(await volume.reserve('a', 4 * megabyte)).toMatchObject({ allowed: true });
    state.time += 3_600_000;
    expect(await volume.reserve('a', 2 * megabyte)).toEqual({
      allowed: false,
      scope: 'address',
      retryAfterSeconds: 23 * 3600,
    });
    expect(await volume.reserve('a', 1 * megabyte)).toMatchObject({ allowed: true });
    expect(await volume.reserve('b', 4 * megabyte)).toMatchObject({ allowed: true });
    state.time += 23 * 3_600_000;
    expect(await volume.reserve('a', 5 * megabyte)).toMatchObject({ allowed: true });
  });

  it('should refuse every bucket once the site cap is full, without using up the address cap', async () => {
    const counters = memoryCounters(clock().now);
    const volume = uploadVolume({
      counters,
      perAddressBytes: 5 * megabyte,
      totalBytes: 6 * megabyte,
    });
    expect(await volume.reserve('a', 4 * megabyte)).toMatchObject({ allowed: true });
    expect(await volume.reserve('b', 3 * megabyte)).toMatchObject({
      allowed: false,
      scope: 'total',
    });
    // b's 3 MB were given back to its own cap when the site cap refused them.
    expect(await volume.reserve('b', 2 * megabyte)).toMatchObject({ allowed: true });
  });

  it('should give the bytes back when the submission is not stored after all', async () => {
    const volume = uploadVolume({
      counters: memoryCounters(clock().now),
      perAddressBytes: 5 * megabyte,
      totalBytes: 5 * megabyte,
    });
    const first = await volume.reserve('a', 4 * megabyte);
    if (!first.allowed) throw new Error('refused');
    await first.release();
    expect(await volume.reserve('a', 5 * megabyte)).toMatchObject({ allowed: true });
  });

  it('should cap nothing when both caps are 0', async () => {
    const volume = uploadVolume({
      counters: memoryCounters(),
      perAddressBytes: 0,
      totalBytes: 0,
    });
    expect(await volume.reserve('a', 10_000 * megabyte)).toMatchObject({ allowed: true });
  });
});

describe('roughly', () => {
  it('should say seconds, minutes or hours as a person would', () => {
    expect(roughly(42)).toBe('42 seconds');
    expect(roughly(1200)).toBe('about 20 minutes');
    expect(roughly(23 * 3600)).toBe('about 23 hours');
  });
});
