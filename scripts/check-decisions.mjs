// Fails when the decisions record and what cites it disagree, so that a D-number always leads to
// its reasons. Run by `pnpm lint:docs`.
//
// - `docs/decisions.md` has one order: its D-sections run up by number, each once, and the
//   engineering decisions come after the last of them.
// - Every D-number cited in a document or in the code (`D12`, `D13–D18`) is a section there.
// - A range that starts at D1 in the README, or the record's first range, says the whole
//   record, so it ends at the record's last number.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const record = readFileSync(join(root, 'docs', 'decisions.md'), 'utf8');
const problems = [];

const headings = [...record.matchAll(/^## (?:D(\d+) |(.+))/gm)].map((match) => ({
  number: match[1] === undefined ? undefined : Number(match[1]),
  title: match[2],
  line: record.slice(0, match.index).split('\n').length,
}));
const numbers = headings.flatMap((heading) =>
  heading.number === undefined ? [] : [heading.number],
);
const known = new Set(numbers);
const last = Math.max(...numbers);

numbers.forEach((number, index) => {
  const before = numbers[index - 1];
  if (before !== undefined && number <= before) {
    problems.push(
      `docs/decisions.md: D${number} comes after D${before}; keep the numbers in order`,
    );
  }
});
const engineering = headings.findIndex((heading) => heading.title === 'Engineering decisions');
const lastDecision = headings.findLastIndex((heading) => heading.number !== undefined);
if (engineering !== -1 && engineering < lastDecision) {
  problems.push(
    `docs/decisions.md: "Engineering decisions" (line ${headings[engineering]?.line}) comes ` +
      `before D${headings[lastDecision]?.number}; it closes the record`,
  );
}

/** Files git tracks whose D-numbers count: documents and code, not recorded measurements. */
const cited = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.(md|mdx|ts|tsx|mjs|cjs|js)$/.test(file))
  .filter((file) => file !== 'docs/quality.md' && !file.startsWith('.changeset/'));

for (const file of cited) {
  const text = readFileSync(join(root, file), 'utf8');
  let firstRange = true;
  for (const match of text.matchAll(/\bD(\d{1,3})(?:\s*[–-]\s*D(\d{1,3}))?\b/g)) {
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    const line = text.slice(0, match.index).split('\n').length;
    for (let number = from; number <= to; number += 1) {
      if (!known.has(number)) {
        problems.push(`${file}:${line}: cites D${number}, which docs/decisions.md does not have`);
        break;
      }
    }
    const saysWholeRecord = file === 'README.md' || (file === 'docs/decisions.md' && firstRange);
    if (match[2] !== undefined && saysWholeRecord && from === 1 && to !== last) {
      problems.push(`${file}:${line}: says D1–D${to}, but the record runs to D${last}`);
    }
    if (match[2] !== undefined) firstRange = false;
  }
}

if (problems.length > 0) {
  console.error(`The decisions and what cites them disagree:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`docs/decisions.md: D1–D${last} in order, and every D-number cited is there.`);
