// `pnpm bench:server`: the built server under load on loopback, against SQLite and PostgreSQL.
//
//   node scripts/bench.mjs [--json <file>] [--duration <s>] [--warmup <s>]
//                          [--backend sqlite|postgres]… [--case <text>]… [--scale <factor>]
//                          [--bursts] [--server <main.js>]
//
// --scale multiplies every case's rate (0.25: a quarter of the load); --bursts paces with
// autocannon's own overallRate instead of the steady lanes below; --server runs another build
// of the server (to compare two versions) instead of dist/main.js.
//
// Each case gets its own server process (dist/main.js, as tests/harness.ts starts it) on a fresh
// data folder or a fresh PostgreSQL database (TEST_DATABASE_URL, set by scripts/with-postgres.sh;
// without it only SQLite runs). The table goes to stdout as markdown; --json writes it as data.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';

const serverDir = join(import.meta.dirname, '..');
const repoDir = join(serverDir, '..', '..');
const siteDist = join(serverDir, '..', 'web', 'dist');
const siteIndex = join(siteDist, 'client', 'index.html');

const { values: options } = parseArgs({
  // pnpm passes a lone `--` through to the script.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    json: { type: 'string' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    backend: { type: 'string', multiple: true },
    case: { type: 'string', multiple: true },
    scale: { type: 'string', default: '1' },
    bursts: { type: 'boolean', default: false },
    server: { type: 'string' },
  },
});
const serverEntry = options.server
  ? resolve(process.env['INIT_CWD'] ?? process.cwd(), options.server)
  : join(serverDir, 'dist', 'main.js');
const scale = Number(options.scale);
if (!(scale > 0)) throw new Error('--scale must be above 0');
const measureSeconds = Number(options.duration);
const warmupSeconds = Number(options.warmup);
if (!(measureSeconds > 0) || !(warmupSeconds >= 0)) {
  throw new Error('--duration must be above 0 seconds and --warmup at least 0');
}
const postgresUrl = process.env['TEST_DATABASE_URL'];
const backends = options.backend ?? (postgresUrl ? ['sqlite', 'postgres'] : ['sqlite']);
for (const backend of backends) {
  if (backend !== 'sqlite' && backend !== 'postgres') throw new Error(`Unknown backend ${backend}`);
  if (backend === 'postgres' && !postgresUrl) {
    throw new Error('PostgreSQL needs TEST_DATABASE_URL: run through scripts/with-postgres.sh');
  }
}

// --- the requests --------------------------------------------------------------------------

const contactBody = JSON.stringify({
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.com',
  phone: '9123456780',
  subject: 'Cloud migration',
  message: 'We would like to move our ERP to the cloud.',
});

/** A 1 MiB PDF: the magic bytes the server sniffs, then an incompressible stream. */
function resumePdf(size = 1024 * 1024) {
  const head = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n2 0 obj\nstream\n');
  const tail = Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}

async function applicationRequest() {
  const fields = {
    applicationType: 'job',
    email: 'asha.rao@example.com',
    password: 'Tr0ub4dor&Zq',
    legalFirstName: 'Asha',
    legalMiddleName: 'K',
    legalLastName: 'Rao',
    countryCode: 'IN',
    phoneNumber: '9876543210',
    relocate: 'yes',
    agreement: 'no',
    disability: 'no',
    checkBoxagreement: 'true',
    employmentStatus: 'no',
    // The brand's employee-id field (D1, `${brand.slug}ID`); the check before each case catches a rebrand.
    ngsID: 'NA',
    notificationJob: 'on',
    agreeToPrivacyPolicy: 'true',
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('resume', new Blob([resumePdf()], { type: 'application/pdf' }), 'Asha Rao CV.pdf');
  // Encoded once and replayed: the server parses and stores every copy as a new application.
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

const application = await applicationRequest();
// Browsers always offer compression; the pages' figures should include whatever it costs.
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

const allCases = [
  { name: 'GET /', path: '/', rate: 500, laneRate: 10, aimP99: 25, headers: browserHeaders },
  {
    name: 'GET /service/ai',
    path: '/service/ai',
    rate: 500,
    laneRate: 10,
    aimP99: 25,
    headers: browserHeaders,
  },
  {
    name: 'POST /contact',
    path: '/contact',
    method: 'POST',
    rate: 200,
    laneRate: 5,
    aimP99: 25,
    headers: { 'content-type': 'application/json' },
    body: contactBody,
    table: 'contact_messages',
  },
  {
    name: 'POST /job/apply, 1 MB résumé',
    path: '/job/apply',
    method: 'POST',
    rate: 20,
    laneRate: 1,
    aimP99: 150,
    headers: { 'content-type': application.contentType },
    body: application.body,
    table: 'applications',
  },
];
const cases = (
  options.case
    ? allCases.filter((c) => options.case.some((wanted) => c.name.includes(wanted)))
    : allCases
).map((c) => ({
  ...c,
  rate: Math.max(1, Math.round(c.rate * scale)),
}));

// --- the server and its storage --------------------------------------------------------------

function newestChange(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function buildServerIfStale() {
  if (!existsSync(siteIndex)) {
    throw new Error('No build of the site at apps/web/dist: run `pnpm --filter @ngs/web build`');
  }
  const sources = ['apps/server/src', 'packages/forms/src', 'packages/content/src'];
  const newest = Math.max(...sources.map((folder) => newestChange(join(repoDir, folder))));
  if (options.server) return;
  const built = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : 0;
  if (newest > built) {
    console.error('The server changed since its last build: rebuilding dist/…');
    execFileSync('pnpm', ['run', 'build'], { cwd: serverDir, stdio: ['ignore', 2, 2] });
  }
}

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/** A new, empty store: a fresh SQLite folder, or a new PostgreSQL database. */
async function freshBackend(kind) {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'ngs-bench-'));
  if (kind === 'sqlite') {
    return {
      env: { DATA_DIR: dataDir },
      count: async (table) => {
        const db = new SQLite(join(dataDir, 'ngs.sqlite'), { readonly: true });
        try {
          return db.prepare(`select count(*) as n from ${table}`).get().n;
        } finally {
          db.close();
        }
      },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `ngs_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    count: async (table) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
      } finally {
        await client.end();
      }
    },
    dispose: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_DIST: siteDist, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server logs a line per request: read it all, keep only the start and the end.
  let head = '';
  let tail = '';
  const keep = (chunk) => {
    if (head.length < 4096) head += chunk;
    tail = (tail + chunk).slice(-4096);
  };
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  const exited = once(child, 'exit');
  const deadline = Date.now() + 30_000;
  while (!head.includes('"event":"listening"')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start:\n${head}\n…\n${tail}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    log: () => `${head}\n…\n${tail}`,
    running: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    },
  };
}

/**
 * The submission limits, off: `0` where the server allows it (rate limit, daily upload caps),
 * otherwise limits nobody reaches in a bench.
 */
async function limitsOff() {
  const off = {
    RATE_LIMIT_PER_MINUTE: '0',
    DAILY_UPLOAD_MB_PER_ADDRESS: '0',
    DAILY_UPLOAD_MB: '0',
  };
  const probe = await freshBackend('sqlite');
  try {
    const server = await startServer({ ...probe.env, ...off });
    await server.stop();
    return off;
  } catch {
    return {
      RATE_LIMIT_PER_MINUTE: '1000000000',
      DAILY_UPLOAD_MB_PER_ADDRESS: '1000000000',
      DAILY_UPLOAD_MB: '1000000000',
    };
  } finally {
    await probe.dispose();
  }
}

// --- load ------------------------------------------------------------------------------------

const percentile = (sorted, p) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Steady load: about `rate / laneRate` autocannon instances of one connection each, started evenly
 * across one second. autocannon paces a connection by sending its share of each second back to
 * back, so one instance at the full rate would send bursts, not a steady stream.
 */
async function steadyLoad(url, spec) {
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
              (error) => (error ? failed(error) : finished()),
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
async function burstLoad(url, spec) {
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
async function checkRequest(url, spec) {
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

// --- the run ---------------------------------------------------------------------------------

async function machine() {
  const cpus = os.cpus();
  const sqlite = new SQLite(':memory:');
  const sqliteVersion = sqlite.prepare('select sqlite_version() as v').get().v;
  sqlite.close();
  let postgresVersion;
  if (postgresUrl && backends.includes('postgres')) {
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

buildServerIfStale();
const about = await machine();
const limits = await limitsOff();
const pacing = options.bursts ? 'bursts' : 'steady';
const results = [];

for (const backend of backends) {
  for (const spec of cases) {
    const store = await freshBackend(backend);
    let server;
    try {
      server = await startServer({ ...store.env, ...limits });
      const checked = await checkRequest(server.url, spec);
      console.error(`${backend}: ${spec.name} at ${spec.rate} req/s…`);
      const load = await (options.bursts ? burstLoad : steadyLoad)(server.url, spec);
      if (!server.running())
        throw new Error(`The server stopped during ${spec.name}:\n${server.log()}`);
      const stored = spec.table ? await store.count(spec.table) : undefined;
      results.push({
        backend,
        case: spec.name,
        rate: spec.rate,
        achieved: Math.round((load.done / measureSeconds) * 10) / 10,
        p50: load.p50,
        p99: load.p99,
        max: load.max,
        done: load.done,
        errors: load.errors,
        non2xx: load.non2xx,
        refusals: load.refusals,
        aimP99: spec.aimP99,
        ...(spec.table ? { acknowledged: load.acknowledged + checked, stored } : {}),
      });
    } finally {
      await server?.stop();
      await store.dispose();
    }
  }
}

// --- the report ------------------------------------------------------------------------------

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const rows = results.map((r) => {
  const met = r.p99 <= r.aimP99 && r.errors === 0 && r.non2xx === 0;
  const lost = r.stored !== undefined && r.stored < r.acknowledged;
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
const report = [
  `Server load on loopback, ${new Date().toISOString()}`,
  '',
  `- Machine: ${about.cpu}, ${about.cores} cores, ${about.memoryGiB} GiB, ${about.os}; Node ${about.node}; SQLite ${about.sqlite}${about.postgres ? `; PostgreSQL ${about.postgres}` : ''}; load average at start ${about.loadAverageAtStart.join(' ')}`,
  `- Server: ${relative(repoDir, serverEntry)}.`,
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
process.stdout.write(report);

if (options.json) {
  const file = resolve(process.env['INIT_CWD'] ?? process.cwd(), options.json);
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine: about, pacing, warmupSeconds, measureSeconds, limits, results }, null, 2)}\n`,
  );
  console.error(`Wrote ${file}`);
}

const lost = results.some((r) => r.stored !== undefined && r.stored < r.acknowledged);
if (lost) {
  console.error('Acknowledged submissions are missing from the database.');
  process.exitCode = 1;
}
