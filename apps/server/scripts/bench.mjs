// `pnpm bench:server`: the built server under load on loopback, against SQLite and PostgreSQL.
//
//   node --import ../../scripts/resolve-ts-imports.mjs scripts/bench.mjs [--json <file>] [--duration <s>] [--warmup <s>]
//                          [--backend sqlite|postgres]… [--case <text>]… [--scale <factor>]
//                          [--bursts] [--server <main.js>] [--record]
//
// --scale multiplies every case's rate (0.25: a quarter of the load); --bursts paces with
// autocannon's own overallRate instead of the steady lanes of bench/load.mjs; --server runs another build
// of the server (to compare two versions) instead of dist/main.js.
//
// Each case gets its own server process (dist/main.js, as src/testing/harness.ts starts it) on a fresh
// data folder or a fresh PostgreSQL database (TEST_DATABASE_URL, set by scripts/withPostgres.sh;
// without it only SQLite runs). The table goes to stdout as markdown; --json writes it as data,
// --record into docs/quality.md (its bench:server block).
//
// The cases live in bench/cases.ts, the server and its stores in bench/server.mjs, the load in
// bench/load.mjs and the table in bench/report.mjs. The careers pages' cases first publish
// openings through the staff's forms (bench/openings.mjs); their gate holds each one's p99 to
// 1.5 × the prerendered page's (GET /) of the same run and backend. A miss is measured again,
// with GET / again just before it, and exits 1 if it misses again. `--case career` runs them with
// the page they are compared with.
import { writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { recordInQualityDoc } from '../../../scripts/quality-record.mjs';
import { benchCases } from './bench/cases.ts';
import { burstLoad, checkRequest, steadyLoad } from './bench/load.mjs';
import { lostSubmissions, machine, markdownReport, p99Gates } from './bench/report.mjs';
import {
  builtServerEntry,
  freshBackend,
  limitsOff,
  repoDir,
  startServer,
} from './bench/server.mjs';

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
    record: { type: 'boolean', default: false },
  },
});
const serverEntry = options.server
  ? resolve(process.env['INIT_CWD'] ?? process.cwd(), options.server)
  : builtServerEntry;
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
    throw new Error('PostgreSQL needs TEST_DATABASE_URL: run through scripts/withPostgres.sh');
  }
}
const cases = await benchCases({ scale, only: options.case });
const timing = { warmupSeconds, measureSeconds };

const about = await machine(postgresUrl, backends.includes('postgres'));
const limits = await limitsOff(serverEntry);
const pacing = options.bursts ? 'bursts' : 'steady';
const results = [];

/** One case on a new server and a fresh store: its row of the table. */
async function measure(backend, spec) {
  const store = await freshBackend(backend, postgresUrl);
  let server;
  try {
    server = await startServer(serverEntry, { ...store.env, ...limits });
    const asked = spec.prepare ? { ...spec, ...(await spec.prepare(server.url, store.env)) } : spec;
    const checked = await checkRequest(server.url, asked);
    console.error(`${backend}: ${spec.name} at ${spec.rate} req/s…`);
    const load = await (options.bursts ? burstLoad : steadyLoad)(server.url, asked, timing);
    if (!server.running())
      throw new Error(`The server stopped during ${spec.name}:\n${server.log()}`);
    const stored = spec.table ? await store.count(spec.table) : undefined;
    return {
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
    };
  } finally {
    await server?.stop();
    await store.dispose();
  }
}

for (const backend of backends) {
  for (const spec of cases) results.push(await measure(backend, spec));
}

// A busy spell of the host can fall on one case and not on the next: on a 2-core machine shared
// with other work, GET / and GET /service/ai of one run once gave p99s of 1.4 and 4.1 ms. A case
// that misses its gate is measured once more right after its reference, measured again too, and
// fails only if it misses again: a slower page misses both times, a spell seldom lasts that long.
const firstGates = p99Gates(results, cases);
const gates = [];
for (const first of firstGates) {
  if (first.met) {
    gates.push(first);
    continue;
  }
  const caseNamed = (name) => cases.find((spec) => spec.name === name);
  console.error(`${first.backend}: ${first.case} missed its gate; measuring it again…`);
  const again = [
    await measure(first.backend, caseNamed(first.of)),
    await measure(first.backend, caseNamed(first.case)),
  ];
  const [second] = p99Gates(again, cases);
  if (!second) throw new Error(`${first.case} has no gate in its second measure`);
  gates.push({ ...second, first });
}

const settings = { pacing, warmupSeconds, measureSeconds, limits };
const serverPath = relative(repoDir, serverEntry);
const report = markdownReport(results, about, { server: serverPath, ...settings }, gates);
process.stdout.write(report);
if (options.record) await recordInQualityDoc('server', 'pnpm bench:server --record', report);

if (options.json) {
  const file = resolve(process.env['INIT_CWD'] ?? process.cwd(), options.json);
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine: about, ...settings, results, gates }, null, 2)}\n`,
  );
  console.error(`Wrote ${file}`);
}

if (results.some(lostSubmissions)) {
  console.error('Acknowledged submissions are missing from the database.');
  process.exitCode = 1;
}
const missed = gates.filter((gate) => !gate.met);
for (const gate of missed) {
  console.error(
    `${gate.backend}: ${gate.case} p99 ${gate.p99.toFixed(1)} ms is ${gate.ratio.toFixed(2)}× ${gate.of}'s ${gate.referenceP99.toFixed(1)} ms (measured twice), over ${gate.times}×.`,
  );
}
if (missed.length > 0) process.exitCode = 1;
