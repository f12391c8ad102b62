// What the visits come to: medians and p90s per mode, the table printed, the lost visits listed.

/** Linear interpolation between the closest ranks: the median of [a, b] is their mean. */
function quantile(sorted, fraction) {
  if (sorted.length === 0) return null;
  const rank = fraction * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (rank - below);
}

export function summarise(outcomes) {
  const times = outcomes
    .filter((outcome) => !outcome.lost && !outcome.notOffered)
    .map((outcome) => outcome.ms)
    .sort((a, b) => a - b);
  return {
    visits: outcomes.length,
    measured: times.length,
    lost: outcomes.filter((outcome) => outcome.lost).length,
    notOffered: outcomes.filter((outcome) => outcome.notOffered).length,
    medianMs: quantile(times, 0.5),
    firstPaintMedianMs: quantile(
      outcomes
        .map((outcome) => outcome.firstPaintMs)
        .filter((ms) => ms != null)
        .sort((a, b) => a - b),
      0.5,
    ),
    p90Ms: quantile(times, 0.9),
    outcomes,
  };
}

export const formatMs = (ms) => (ms === null ? '–' : `${Math.round(ms)} ms`);

/** A median or p90 cell: the time, and how many visits had no control to use. */
function cell(summary, key) {
  if (!summary) return '–';
  if (summary.notOffered === summary.visits) return 'not offered before app';
  const note = summary.notOffered ? ` (${summary.notOffered}/${summary.visits} not offered)` : '';
  return `${formatMs(summary[key])}${note}`;
}

export function table(results) {
  const rows = results.map(({ name, path, device, modes }) => {
    const cold = modes['load+0'] ?? modes.cold;
    const all = Object.values(modes);
    const lost = all.reduce((sum, summary) => sum + summary.lost, 0);
    const total = all.reduce((sum, summary) => sum + summary.visits, 0);
    return [
      `${name} (${device} ${path})`,
      cell(cold, 'medianMs'),
      cell(cold, 'p90Ms'),
      modes.cold
        ? `n/a (after first paint, at ${formatMs(modes.cold.firstPaintMedianMs)})`
        : cell(modes['load+1s'], 'medianMs'),
      cell(modes.warm, 'medianMs'),
      `${lost}/${total}`,
    ];
  });
  const header = [
    'action',
    'load+0 median',
    'load+0 p90',
    'load+1s median',
    'warm median',
    'lost (x/N)',
  ];
  return [header, header.map(() => '---'), ...rows]
    .map((row) => `| ${row.join(' | ')} |`)
    .join('\n');
}

export function lostDetails(results) {
  return results.flatMap(({ name, modes }) =>
    Object.entries(modes).flatMap(([mode, summary]) =>
      summary.outcomes
        .map((outcome, index) => ({ outcome, index }))
        .filter(({ outcome }) => outcome.lost)
        .map(({ outcome, index }) => `- ${name} ${mode} visit ${index + 1}: ${outcome.lost}`),
    ),
  );
}
