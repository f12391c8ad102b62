// Adds up the Vitest JSON reports every package wrote, so one closing line tells the whole story.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
/** @type {[file: string, kind: string][]} */
const reports = [
  ['.vitest-report.json', 'unit'],
  ['.vitest-browser-report.json', 'stories in Chromium'],
  ['.vitest-visual-report.json', 'story screenshots in Chromium'],
  ['.vitest-docs-report.json', 'Storybook docs pages in Chromium'],
  ['.vitest-consumer-report.json', 'packed kit consumer'],
  ['.vitest-e2e-report.json', 'end to end'],
  ['.vitest-http-report.json', 'server over HTTP'],
  ['.vitest-event-loop-report.json', 'server event loop'],
];
let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];

for (const group of ['apps', 'packages']) {
  const groupDir = join(root, group);
  if (!existsSync(groupDir)) continue;
  for (const name of readdirSync(groupDir)) {
    for (const [file, kind] of reports) {
      const path = join(groupDir, name, file);
      if (!existsSync(path)) continue;
      const report = JSON.parse(readFileSync(path, 'utf8'));
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      skipped += report.numPendingTests + (report.numTodoTests ?? 0);
      rows.push(
        `${group}/${name} (${kind}): ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
      );
    }
  }
}

if (rows.length === 0) {
  console.error('No test reports found: no test ran.');
  process.exit(1);
}
console.log(rows.join('\n'));
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
