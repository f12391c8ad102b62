// How long a visitor waits for the answer to their FIRST action on a page: a phone on
// Lighthouse's mobile profile (4x CPU, 150 ms, 1.6 Mbps down), cold, against the production
// build served by the real server, in Debian's Chromium. Actions: bench-interaction.actions.mjs.
//   pnpm bench:interaction [--visits 20] [--only menu,search-career] [--gate] [--record]
//   (turbo builds first; --record writes the table into docs/quality.md)
// Timings are reported, never gated (machines differ); --gate fails on a lost action only.
// Beside it: .args (the command line), .throttling (the phone), .watcher (the clock in the page),
// .visit (one visit and its outcome), .report (medians, the table, the lost visits).
import { writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { actions } from './bench-interaction.actions.mjs';
import { parseArgs } from './bench-interaction.args.mjs';
import { formatMs, lostDetails, summarise, table } from './bench-interaction.report.mjs';
import { recordInQualityDoc } from '../../../../scripts/quality-record.mjs';
import { throttling } from './bench-interaction.throttling.mjs';
import { timeoutMs, visit } from './bench-interaction.visit.mjs';
import { launchChromium, startSiteWithFreshData } from './production-site.mjs';

const webDir = join(import.meta.dirname, '..', '..');
const reportFile = join(webDir, '.bench-interaction.json');

const aim = { coldMedianMs: 300, warmMedianMs: 150, lost: 0 };
const warmRepeats = 5;
const coldModes = ['load+0', 'load+1s'];

/** The production server storing into a throwaway folder; the site served is the build checked above. */
const startServer = () => startSiteWithFreshData('ngs-bench-interaction', { SITE_DIST: undefined });

function modesOf(action) {
  return action.measure === 'navigation' ? ['cold', 'warm'] : [...coldModes, 'warm'];
}

async function run(browser, origin, action, visits) {
  const modes = {};
  for (const mode of modesOf(action)) {
    const count = mode === 'warm' ? Math.min(warmRepeats, visits) : visits;
    const outcomes = [];
    for (let index = 0; index < count; index += 1) {
      outcomes.push(await visit(browser, origin, action, mode));
    }
    modes[mode] = summarise(outcomes);
    const { medianMs, lost, notOffered } = modes[mode];
    process.stderr.write(
      `  ${action.name} ${mode}: median ${formatMs(medianMs)}, lost ${lost}/${count}` +
        `${notOffered ? `, not offered ${notOffered}/${count}` : ''}\n`,
    );
  }
  return { name: action.name, path: action.path, device: action.device, modes };
}

async function main(options) {
  const selected = options.only
    ? actions.filter((action) => options.only.includes(action.name))
    : actions;

  console.log(
    `Aim: median ≤ ${aim.coldMedianMs} ms cold, ≤ ${aim.warmMedianMs} ms warm, ${aim.lost} lost.`,
  );
  console.log(
    `Phone profile: ${throttling.cpuRate}x CPU, ${throttling.network.latency} ms, 1.6 Mbps down;` +
      ` ${options.visits} cold visits per mode, ${Math.min(warmRepeats, options.visits)} warm; timeout ${timeoutMs / 1000} s.\n`,
  );

  let server;
  let browser;
  const stopAll = async () => {
    await browser?.close().catch(() => {});
    await server?.stop().catch(() => {});
  };
  // Ctrl-C still closes the browser and stops the server.
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    server = await startServer();
    browser = await launchChromium();
    const results = [];
    for (const action of selected) {
      results.push(await run(browser, server.origin, action, options.visits));
    }
    console.log(table(results));
    const lost = lostDetails(results);
    if (lost.length > 0) console.log(`\nLost:\n${lost.join('\n')}`);
    if (options.record) {
      await recordInQualityDoc(
        'interaction',
        `pnpm bench:interaction --visits ${options.visits} --record`,
        `${options.visits} cold visits per mode, medians in ms.\n\n${table(results)}` +
          (lost.length > 0 ? `\n\nLost:\n${lost.join('\n')}` : ''),
      );
    }
    await writeFile(
      reportFile,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          cpu: cpus()[0]?.model,
          browser: browser.version(),
          throttling,
          aim,
          visits: options.visits,
          warmRepeats,
          results,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nWritten: ${reportFile}`);
    return lost.length;
  } finally {
    await stopAll();
  }
}

let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const lostCount = await main(options);
process.exit(options.gate && lostCount > 0 ? 1 : 0);
