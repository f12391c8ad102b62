// The Lighthouse gate judges each route on the median of up to five runs, and stops as soon as
// the runs left could no longer move that median across a limit. On this 2-core host one run's
// blocking time swings 3-4x (TBT 108, 455 and 141 ms on the same build back to back), which a
// median of three does not absorb; five runs on every route would cost CI about two minutes,
// while a route whose first three runs agree gives the same verdict as five would.

/** The median of the values; of an even count, the upper of the two middle ones. */
export const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Whether more runs could change the verdict of a median of `maxRuns`: each run is given as the
 * set of criteria it misses, and a criterion is settled once a majority of `maxRuns` runs miss
 * it, or a majority meet it.
 * @param {ReadonlyArray<ReadonlySet<string>>} missesPerRun what each run so far misses
 * @param {readonly string[]} criteria every criterion the verdict is made of
 * @param {number} maxRuns
 */
export function isSettled(missesPerRun, criteria, maxRuns) {
  if (missesPerRun.length >= maxRuns) return true;
  const majority = Math.floor(maxRuns / 2) + 1;
  return criteria.every((criterion) => {
    const missed = missesPerRun.filter((misses) => misses.has(criterion)).length;
    return missed >= majority || missesPerRun.length - missed >= majority;
  });
}

/**
 * Each field's median over the runs. With the runs stopped by `isSettled`, a field's median is
 * on the same side of its limit as a median of `maxRuns` would be.
 * @template {Record<string, number>} Run
 * @param {Run[]} runs
 * @returns {Run}
 */
export function medianRun(runs) {
  const first = runs[0];
  if (!first) throw new Error('no runs to take a median of');
  return /** @type {Run} */ (
    Object.fromEntries(
      Object.keys(first).map((key) => [key, median(runs.map((run) => run[key] ?? NaN))]),
    )
  );
}
