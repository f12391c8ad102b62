import os from 'node:os';
import SQLite from 'better-sqlite3';
import pg from 'pg';

/** The hardware and versions the figures depend on; PostgreSQL's only when it is benched. */
export async function machine(postgresUrl, withPostgres) {
  const cpus = os.cpus();
  const sqlite = new SQLite(':memory:');
  const { v: sqliteVersion } = /** @type {{ v: string }} */ (
    sqlite.prepare('select sqlite_version() as v').get()
  );
  sqlite.close();
  let postgresVersion;
  if (postgresUrl && withPostgres) {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    postgresVersion = (await client.query('show server_version')).rows[0].server_version;
    await client.end();
  }
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    sqlite: sqliteVersion,
    postgres: postgresVersion,
    loadAverageAtStart: os.loadavg().map((load) => Math.round(load * 100) / 100),
  };
}

/** Lost: acknowledged (2xx) submissions that are not in the database after the case. */
export const lostSubmissions = (result) =>
  result.stored !== undefined && result.stored < result.acknowledged;

/**
 * The run as markdown: how it was made (`settings`: the server's path, pacing, warm-up and
 * measured seconds, limits), then one row per backend and case.
 */
export function markdownReport(results, about, settings) {
  const { pacing, warmupSeconds, measureSeconds, limits } = settings;
  const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–');
  const rows = results.map((r) => {
    const met = r.p99 <= r.aimP99 && r.errors === 0 && r.non2xx === 0;
    const lost = lostSubmissions(r);
    return [
      r.backend,
      r.case,
      String(r.rate),
      String(r.achieved),
      ms(r.p50),
      ms(r.p99),
      ms(r.max),
      String(r.done),
      String(r.errors),
      r.non2xx === 0
        ? '0'
        : `${r.non2xx} (${Object.entries(r.refusals)
            .map(([status, count]) => `${count}× ${status}`)
            .join(', ')})`,
      r.stored === undefined ? '' : `${r.stored}/${r.acknowledged}${lost ? ' LOST' : ''}`,
      `≤ ${r.aimP99} ${met ? '✓' : '✗'}`,
    ];
  });
  const header = [
    'backend',
    'case',
    'req/s asked',
    'req/s done',
    'p50 ms',
    'p99 ms',
    'max ms',
    'requests',
    'errors',
    'non-2xx',
    'stored/acked',
    'aim p99',
  ];
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const pacingNote =
    pacing === 'steady'
      ? `steady: each case's rate is spread over one-connection autocannon instances started evenly across a second; latency of 2xx answers, exact percentiles`
      : `bursts: one autocannon instance per case (overallRate, 10 connections), its own percentiles (with its coordinated-omission fill)`;
  return [
    `Server load on loopback, ${new Date().toISOString()}`,
    '',
    `- Machine: ${about.cpu}, ${about.cores} cores, ${about.memoryGiB} GiB, ${about.os}; Node ${about.node}; SQLite ${about.sqlite}${about.postgres ? `; PostgreSQL ${about.postgres}` : ''}; load average at start ${about.loadAverageAtStart.join(' ')}`,
    `- Server: ${settings.server}.`,
    `- autocannon runs in this process, on the same ${about.cores} cores as the server (and the database): the figures include that contention.`,
    `- Each case: a new server process on a fresh store, ${warmupSeconds} s warm-up, then ${measureSeconds} s measured; rate limit and daily upload caps ${limits.RATE_LIMIT_PER_MINUTE === '0' ? 'off' : 'set out of reach'}.`,
    `- Pacing: ${pacingNote}. Pages are asked for with Accept-Encoding: gzip, deflate, br.`,
    `- stored/acked: rows in the database after the case / 2xx answers (warm-up included); fewer stored than acknowledged would be a loss.`,
    '',
    line(header),
    line(header.map(() => '---')),
    ...rows.map(line),
    '',
  ].join('\n');
}
