// Fails when the README's two commands and the ones `.ci/run` runs differ: CI proves that the
// commands a newcomer copies work on a fresh machine, so they must be the same text. Run by
// `pnpm lint:docs`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const ci = readFileSync(join(root, '.ci', 'run'), 'utf8');

const section = readme.split(/^## /m).find((part) => part.startsWith('Two commands')) ?? '';
const readmeCommands = [...section.matchAll(/```sh\n([^\n]+)\n```/g)].map((match) => match[1]);
/** @param {string} name */
const ciCommand = (name) => new RegExp(`^${name}='([^']+)'$`, 'm').exec(ci)?.[1];
const expected = [ciCommand('run_command'), ciCommand('test_command')];

if (
  readmeCommands.length !== 2 ||
  expected.some((command) => command === undefined) ||
  readmeCommands.some((command, index) => command !== expected[index])
) {
  console.error(
    "The README's two commands (its 'Two commands' section) and .ci/run's must be the same:\n" +
      `  README:  ${readmeCommands.join('\n           ') || '(none found)'}\n` +
      `  .ci/run: ${expected.map((command) => command ?? '(missing)').join('\n           ')}`,
  );
  process.exit(1);
}
console.log("The README's two commands are the ones .ci/run runs.");
