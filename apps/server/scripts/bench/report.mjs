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
 * Each case held to another case's p99 (`p99Within` in cases.ts), on the same backend in this
 * run: both p99s, their ratio and whether it is within the allowed factor. A comparison with a
 * case that gave no figure fails.
 * @param {Array<{ backend: string, case: string, p99: number }>} results
 * @param {Array<{ name: string, p99Within?: { of: string, times: number } }>} cases
 */
export function p99Gates(results, cases) {
  return results.flatMap((result) => {
    const within = cases.find((spec) => spec.name === result.case)?.p99Within;
    if (!within) return [];
    const reference = results.find(
      (other) => other.backend === result.backend && other.case === within.of,
    );
    const referenceP99 = reference?.p99 ?? NaN;
    const ratio = result.p99 / referenceP99;
    return [
      {
        backend: result.backend,
        case: result.case,
        of: within.of,
        times: within.times,
        p99: result.p99,
        referenceP99,
        ratio,
        met: ratio <= within.times,
      },
    ];
  });
}

/**
 * The run as markdown: how it was made (`settings`: the server's path, pacing, warm-up and
 * measured seconds, limits), then one row per backend and case, then the gates that compare
 * cases (`p99Gates`; a gate measured again carries its first measure as `first`).
 */
export function markdownReport(results, about, settings, gates = []) {
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
    ...(gates.length > 0
      ? [
          'Gate, p99 against another case of the same run and backend:',
          '',
          ...gates.map((gate) => {
            const ratio = (of) =>
              `${ms(of.p99)} ms / ${of.of} ${ms(of.referenceP99)} ms = ${Number.isFinite(of.ratio) ? of.ratio.toFixed(2) : '–'}×`;
            const verdict = `at most ${gate.times}× ${gate.met ? '✓' : '✗'}`;
            return gate.first
              ? `- ${gate.backend}, ${gate.case}: ${ratio(gate.first)} ✗, measured again with its reference: ${ratio(gate)}, ${verdict}`
              : `- ${gate.backend}, ${gate.case}: ${ratio(gate)}, ${verdict}`;
          }),
          '',
        ]
      : []),
  ].join('\n');
}
