import { describe, expect, it } from 'vitest';
import { isSettled, median, medianRun } from './settled-median.mjs';

const criteria = ['TBT', 'LCP'];
const runs = (/** @type {string[][]} */ ...misses) => misses.map((run) => new Set(run));

describe('isSettled', () => {
  it('should stop after three runs that all meet every limit', () => {
    expect(isSettled(runs([], []), criteria, 5)).toBe(false);
    expect(isSettled(runs([], [], []), criteria, 5)).toBe(true);
  });

  it('should stop after three runs that all miss the same limit', () => {
    expect(isSettled(runs(['TBT'], ['TBT'], ['TBT']), criteria, 5)).toBe(true);
  });

  it('should go on while one run in three misses a limit, since two more could carry it', () => {
    expect(isSettled(runs([], ['TBT'], []), criteria, 5)).toBe(false);
    expect(isSettled(runs([], ['TBT'], [], []), criteria, 5)).toBe(true);
    expect(isSettled(runs([], ['TBT'], [], ['TBT']), criteria, 5)).toBe(false);
  });

  it('should go on while any one criterion is undecided', () => {
    expect(isSettled(runs(['LCP'], [], ['TBT'], ['TBT']), criteria, 5)).toBe(false);
  });

  it('should stop at the most runs allowed, whatever they say', () => {
    expect(isSettled(runs([], ['TBT'], [], ['TBT'], ['LCP']), criteria, 5)).toBe(true);
  });
});

describe('medianRun', () => {
  it('should take each field’s median on its own', () => {
    expect(
      medianRun([
        { tbt: 455, lcp: 1.0 },
        { tbt: 108, lcp: 1.2 },
        { tbt: 141, lcp: 0.9 },
      ]),
    ).toEqual({ tbt: 141, lcp: 1.0 });
  });

  it('should agree with the settled verdict when four runs stopped it', () => {
    // Three of four within a 205 ms limit: five runs could not make the median miss it.
    expect(median([90, 238, 120, 150])).toBeLessThanOrEqual(205);
    // Three of four over it: the median misses it too.
    expect(median([238, 90, 260, 300])).toBeGreaterThan(205);
  });
});
