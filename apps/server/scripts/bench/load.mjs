import autocannon from 'autocannon';

const percentile = (sorted, p) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Steady load: about `rate / laneRate` autocannon instances of one connection each, started evenly
 * across one second. autocannon paces a connection by sending its share of each second back to
 * back, so one instance at the full rate would send bursts, not a steady stream.
 */
export async function steadyLoad(url, spec, { warmupSeconds, measureSeconds }) {
  const lanes = Math.ceil(spec.rate / spec.laneRate);
  const started = performance.now();
  const windowStart = started + (1 + warmupSeconds) * 1000;
  const windowEnd = windowStart + measureSeconds * 1000;
  const latencies = [];
  const tally = { done: 0, errors: 0, non2xx: 0, acknowledged: 0 };
  const refusals = {};
  const inWindow = () => {
    const now = performance.now();
    return now >= windowStart && now < windowEnd;
  };
  const runs = Array.from(
    { length: lanes },
    (_, lane) =>
      new Promise((finished, failed) => {
        setTimeout(
          () => {
            const instance = autocannon(
              {
                url: url + spec.path,
                method: spec.method ?? 'GET',
                headers: spec.headers,
                body: spec.body,
                connections: 1,
                connectionRate: Math.floor(spec.rate / lanes) + (lane < spec.rate % lanes ? 1 : 0),
                duration: 1 + warmupSeconds + measureSeconds,
                timeout: 10,
              },
              (error) => (error ? failed(error) : finished(undefined)),
            );
            instance.on('response', (_client, status, _bytes, ms) => {
              const ok = status >= 200 && status < 300;
              if (ok) tally.acknowledged += 1;
              if (!inWindow()) return;
              tally.done += 1;
              if (ok) latencies.push(ms);
              else {
                tally.non2xx += 1;
                refusals[status] = (refusals[status] ?? 0) + 1;
              }
            });
            instance.on('reqError', () => {
              if (inWindow()) tally.errors += 1;
            });
          },
          (lane * 1000) / lanes,
        );
      }),
  );
  await Promise.all(runs);
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    ...tally,
    refusals,
  };
}

/** autocannon's own pacing and statistics, as the issue measured: one instance, 10 connections. */
export async function burstLoad(url, spec, { warmupSeconds, measureSeconds }) {
  const run = (duration) =>
    autocannon({
      url: url + spec.path,
      method: spec.method ?? 'GET',
      headers: spec.headers,
      body: spec.body,
      overallRate: spec.rate,
      duration,
      timeout: 10,
    });
  const warm = warmupSeconds > 0 ? await run(warmupSeconds) : { '2xx': 0 };
  const result = await run(measureSeconds);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    done: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    refusals: Object.fromEntries(
      Object.entries(result.statusCodeStats)
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, { count }]) => [status, count]),
    ),
    acknowledged: warm['2xx'] + result['2xx'],
  };
}

/** The one request of a case, sent once: a case whose request is refused measures nothing. */
export async function checkRequest(url, spec) {
  const response = await fetch(url + spec.path, {
    method: spec.method ?? 'GET',
    headers: spec.headers,
    body: spec.body,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${spec.name} answers ${response.status}, not 2xx: ${text.slice(0, 500)}`);
  }
  return spec.table ? 1 : 0;
}
