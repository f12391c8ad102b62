// Fails when a document names a file or folder of the repo that does not exist, so that a move
// cannot leave the guides pointing at nothing (issue 32), or when the README outgrows a guide's
// length: what it does not need moves to docs/. Run by `pnpm lint:docs`.
//
// A path is a backticked or linked token with a slash and a known first segment (or a link
// starting with ./ or ../). Build outputs and runtime data are skipped: a fresh clone has none.
// A link must resolve from the document's folder, as a reader's viewer resolves it; a backticked
// path may also be named from the repo's root or a package, since the guides name files relative
// to the package they describe.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packageDirs = ['apps', 'packages'].flatMap((group) =>
  readdirSync(join(root, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, group, entry.name)),
);
const firstSegments = new Set([
  'apps',
  'packages',
  'scripts',
  'docs',
  '.storybook',
  '.ci',
  'src',
  'e2e',
  'tests',
  'consumer-fixture',
  'public',
]);
const generated =
  /(^|\/)(dist|storybook-static|node_modules|visual-report|\.turbo|\.data|\.next)(\/|$)/;

/** The documents a newcomer reads. */
function documents() {
  const found = ['README.md', 'CONTRIBUTING.md'].map((name) => join(root, name));
  for (const name of readdirSync(join(root, 'docs'))) {
    if (name.endsWith('.md')) found.push(join(root, 'docs', name));
  }
  for (const dir of packageDirs) {
    if (existsSync(join(dir, 'README.md'))) found.push(join(dir, 'README.md'));
  }
  return found.filter((file) => existsSync(file));
}

/**
 * @param {string} text
 * @returns {Map<string, boolean>} each path, and whether it is a link (which the reader's
 *   viewer resolves from the document's folder only)
 */
function citedPaths(text) {
  const cited = new Map();
  for (const match of text.matchAll(/`([^`\s]+)`|\]\(([^)\s#]+)/g)) {
    const isLink = match[2] !== undefined;
    const token = (match[1] ?? match[2] ?? '').replace(/[.,:;]+$/, '');
    if (isLink && /^\.\.?\//.test(token)) {
      cited.set(token, true);
      continue;
    }
    if (!token.includes('/') || /:\/\/|[*{}<>…$=?]/.test(token)) continue;
    const segments = token.replace(/^\.\//, '').split('/');
    // `components/X/X.tsx`, `XPage.tsx`: a pattern for any component, not a file.
    if (segments.some((segment) => /^X([A-Z.]|$)/.test(segment))) continue;
    const first = segments[0] ?? '';
    if (!firstSegments.has(first) || generated.test(token)) continue;
    cited.set(token.replace(/^\.\//, ''), isLink);
  }
  return cited;
}

const missing = [];
for (const file of documents()) {
  for (const [path, isLink] of citedPaths(readFileSync(file, 'utf8'))) {
    const bases = isLink ? [dirname(file)] : [dirname(file), root, ...packageDirs];
    if (!bases.some((base) => existsSync(join(base, path)))) {
      missing.push(`${relative(root, file)}: ${path}`);
    }
  }
}
if (missing.length > 0) {
  console.error(`Paths cited in the documents that do not exist:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log('Every path cited in the documents exists.');

const readmeMaxLines = 150;
const readmeLines = readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n').length;
if (readmeLines > readmeMaxLines) {
  console.error(
    `README.md has ${readmeLines} lines, over ${readmeMaxLines}: move what a newcomer does not ` +
      'need first to docs/ and link it.',
  );
  process.exit(1);
}
console.log(`README.md: ${readmeLines} lines, at most ${readmeMaxLines}.`);
