// What each public component costs a site that imports it from the packed kit with the NGS
// theme, bundled with React external, minified and gzipped: its JS and the CSS it brings (its
// own styles, those of the components it draws, the theme and the base styles).
// - Vite (Rolldown) through the root: `import { X, ngsTheme } from '@ngs/ui'`;
// - esbuild through the entry points: `@ngs/ui/x` and `@ngs/ui/ngs-theme`, because esbuild keeps
//   the CSS of every module a root import passes through, used or not (evanw/esbuild#2933).
// Fails when a budget is passed. `--json FILE` also writes the figures.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { componentEntries } from './entry-points.mjs';
import { kitDir, withPackedKit } from './packed-kit.mjs';

const KB = 1024;
// Budgets in gzip bytes, for the larger of the two bundlers: set from the measured figures
// (README) with some headroom, so that a component that grows is noticed.
const defaultBudget = { js: 2.5 * KB, css: 1.5 * KB };
// The components that draw sprinkles (atomic classes, 1.5 KB of CSS shared by all that use them)
// or carry a library (keen-slider, Radix Navigation Menu) have their own.
const budgets = {
  LinkProvider: { js: 0.5 * KB },
  Box: { js: 3.5 * KB, css: 2.75 * KB },
  CardGrid: { css: 3 * KB },
  Carousel: { js: 11.25 * KB, css: 2 * KB },
  Checkbox: { css: 1.75 * KB },
  Dialog: { js: 4 * KB, css: 2.25 * KB },
  ErrorSummary: { css: 3 * KB },
  FileInput: { js: 4.25 * KB, css: 2.25 * KB },
  Grid: { css: 3 * KB },
  MobileSidebar: { js: 4.5 * KB, css: 2.5 * KB },
  NavMenu: { js: 17.25 * KB, css: 2.25 * KB },
  NotFound: { css: 1.75 * KB },
  OfferCard: { css: 1.75 * KB },
  Pagination: { css: 2.75 * KB },
  PasswordChecklist: { css: 3 * KB },
  QuickContact: { css: 2 * KB },
  SearchDialog: { js: 6.5 * KB, css: 2.5 * KB },
  Select: { css: 1.75 * KB },
  SiteFooter: { css: 3.25 * KB },
  Stack: { css: 2.75 * KB },
  TechGrid: { css: 3.25 * KB },
  TestimonialCard: { js: 3.25 * KB, css: 2 * KB },
  TestimonialDialog: { js: 4.25 * KB, css: 2.25 * KB },
  Ticker: { css: 1.75 * KB },
  Timeline: { css: 1.75 * KB },
  Toaster: { js: 4 * KB, css: 2 * KB },
  VideoHero: { js: 4.75 * KB, css: 2.25 * KB },
  YesNo: { css: 1.75 * KB },
};
// Radix Dialog and the hand-over, which a page fetches the first time a dialog opens.
const lazyBudget = 15 * KB;
const themeBudget = { js: 0.5 * KB, css: 1.5 * KB };
const stylesheetBudget = 11 * KB;

const gzipped = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
const external = [/^react($|\/)/, /^react-dom($|\/)/];

const components = componentEntries(join(kitDir, 'src'));
const theme = "import { ngsTheme } from '@ngs/ui/ngs-theme';";
// [row, the module Vite builds, the one esbuild builds]
const probes = [
  ['theme', `${theme}\nglobalThis.kit = [ngsTheme];`, `${theme}\nglobalThis.kit = [ngsTheme];`],
  ...components.map(({ component: name, subpath }) => [
    name,
    `import { ${name}, ngsTheme } from '@ngs/ui';\nglobalThis.kit = [${name}, ngsTheme];`,
    `import { ${name} } from '@ngs/ui/${subpath}';\n${theme}\nglobalThis.kit = [${name}, ngsTheme];`,
  ]),
];

/**
 * Gzip sizes of what a page loads with the entry (its JS, static imports followed, and CSS) and
 * of the JS it may fetch later (dynamic imports). `files` maps a name to { text, imports }.
 */
function sizesOf(files, entry) {
  const statics = new Set();
  const visit = (name) => {
    if (statics.has(name)) return;
    statics.add(name);
    for (const imported of files.get(name)?.imports ?? []) visit(imported);
  };
  visit(entry);
  const sizes = { js: 0, lazy: 0, css: 0 };
  for (const [name, { text }] of files) {
    const kind = name.endsWith('.css') ? 'css' : statics.has(name) ? 'js' : 'lazy';
    sizes[kind] += gzipped(text);
  }
  return sizes;
}

async function withEsbuild(consumerDir, file) {
  const outdir = join(consumerDir, 'out-esbuild');
  const result = await esbuild({
    entryPoints: [file],
    absWorkingDir: consumerDir,
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    outdir,
    metafile: true,
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    logLevel: 'error',
  });
  const files = new Map();
  for (const { path, text } of result.outputFiles) {
    const name = relative(consumerDir, path);
    const imports = (result.metafile.outputs[name]?.imports ?? [])
      .filter(({ kind, external }) => kind === 'import-statement' && !external)
      .map(({ path: imported }) => imported);
    files.set(name, { text, imports });
  }
  const entry = [...files.keys()].find((name) => result.metafile.outputs[name]?.entryPoint);
  return sizesOf(files, entry);
}

async function withVite(consumerDir, file) {
  const result = await viteBuild({
    configFile: false,
    root: consumerDir,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      cssMinify: true,
      modulePreload: false,
      rolldownOptions: { input: file, external },
    },
  });
  const { output } = /** @type {import('rolldown').RolldownOutput} */ ([result].flat()[0]);
  const files = new Map(
    output.map((chunk) => [
      chunk.fileName,
      chunk.type === 'chunk'
        ? { text: chunk.code, imports: chunk.imports }
        : { text: String(chunk.source), imports: [] },
    ]),
  );
  const entry = output.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  return sizesOf(files, entry?.fileName);
}

const { measured, stylesheet } = await withPackedKit(async ({ consumerDir, packageDir }) => {
  const entriesDir = join(consumerDir, 'entries');
  mkdirSync(entriesDir);
  const measured = new Map();
  // What is imported is used, so that an app build (Vite) keeps it: an entry's exports are not.
  for (const [name, viteProbe, esbuildProbe] of probes) {
    const viteFile = join(entriesDir, `${name}.vite.js`);
    const esbuildFile = join(entriesDir, `${name}.esbuild.js`);
    writeFileSync(viteFile, `${viteProbe}\n`);
    writeFileSync(esbuildFile, `${esbuildProbe}\n`);
    measured.set(name, {
      esbuild: await withEsbuild(consumerDir, esbuildFile),
      vite: await withVite(consumerDir, viteFile),
    });
  }
  const css = readFileSync(join(packageDir, 'dist', 'styles.css'), 'utf8');
  return { measured, stylesheet: gzipped(css) };
});

const failures = [];
const row = (cells) => `| ${cells.join(' | ')} |`;
const lines = [
  row(['component', 'JS Vite', 'JS esbuild', 'CSS Vite', 'CSS esbuild', 'budget JS / CSS']),
  row(['---', '---:', '---:', '---:', '---:', '---:']),
];
const figures = {};
for (const [name] of probes) {
  const { esbuild: e, vite: v } = measured.get(name);
  const budget = name === 'theme' ? themeBudget : { ...defaultBudget, ...budgets[name] };
  const js = Math.max(e.js, v.js);
  const css = Math.max(e.css, v.css);
  const lazy = Math.max(e.lazy, v.lazy);
  if (js > budget.js) failures.push(`${name}: ${kb(js)} of JS gzip, budget ${kb(budget.js)}`);
  if (css > budget.css) failures.push(`${name}: ${kb(css)} of CSS gzip, budget ${kb(budget.css)}`);
  if (lazy > lazyBudget) {
    failures.push(`${name}: ${kb(lazy)} of JS loaded later, budget ${kb(lazyBudget)}`);
  }
  figures[name] = { esbuild: e, vite: v, budget };
  const later = lazy > 0 ? ` (+${kb(lazy)} later)` : '';
  lines.push(
    row([
      name === 'theme' ? 'ngsTheme alone' : name,
      kb(v.js) + later,
      kb(e.js),
      kb(v.css),
      kb(e.css),
      `${kb(budget.js)} / ${kb(budget.css)}`,
    ]),
  );
}
if (stylesheet > stylesheetBudget) {
  failures.push(`styles.css: ${kb(stylesheet)} gzip, budget ${kb(stylesheetBudget)}`);
}

console.log(lines.join('\n'));
console.log(`\nThe whole stylesheet (@ngs/ui/styles.css): ${kb(stylesheet)} gzip.`);
const jsonAt = process.argv.indexOf('--json');
const jsonFile = jsonAt > 0 ? process.argv[jsonAt + 1] : undefined;
if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ figures, stylesheet }, null, 2));
if (failures.length > 0) {
  console.error(`\n@ngs/ui size budget exceeded (${failures.length}):`);
  for (const failure of failures) console.error(`  ✗ ${failure}`);
  process.exit(1);
}
console.log('Every component is within its budget.');
