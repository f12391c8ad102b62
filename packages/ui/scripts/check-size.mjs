// What each public component costs a site that imports it alone: `import { X } from '@ngs/ui'`
// bundled by esbuild from the packed kit (React external, the kit's dependencies included),
// minified and gzipped; and the CSS of that component's own styles, compiled from source,
// since the tarball ships one stylesheet for the whole kit. Fails when a budget is passed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { kitDir, withPackedKit } from './packed-kit.mjs';

// Budgets in gzip bytes, set from the measured figures (README) with some headroom. Every
// component carries a shared ~5.6 KB: dist/index.js is one module, and esbuild keeps its
// top-level recipe and sprinkles calls (not marked pure) whichever component is imported. The
// components themselves (forwardRef) and the contexts are marked pure, so those not imported go.
const defaultBudget = { js: 9 * 1024, css: 2 * 1024 };
// Radix Dialog, which the Dialog fetches the first time one opens: a bundle without code
// splitting, as here, carries it whole; a bundler that splits (Vite) loads it only then.
const dialogBudget = { js: 23 * 1024 };
const budgetExceptions = {
  Carousel: { js: 15 * 1024 }, // keen-slider
  NavMenu: { js: 21 * 1024 }, // Radix Navigation Menu
  Dialog: dialogBudget,
  MobileSidebar: dialogBudget,
  SearchDialog: dialogBudget,
  TestimonialDialog: dialogBudget,
};
const stylesheetBudget = 11 * 1024;

const gzipped = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

/** Components and primitives the kit exports under their own folder's name. */
function publicComponents() {
  const index = readFileSync(join(kitDir, 'src', 'index.ts'), 'utf8');
  const found = [...index.matchAll(/from '\.\/(components|system)\/([A-Z]\w+)\/\2'/g)];
  return [...new Map(found.map(([, folder, name]) => [name, folder])).entries()].sort();
}

const external = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

async function bundleEach(entries, options) {
  const result = await build({
    entryPoints: entries.map(([name, file]) => ({ in: file, out: name })),
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    outdir: 'out',
    external,
    logLevel: 'error',
    ...options,
  });
  const sizes = new Map();
  for (const file of result.outputFiles) {
    const [, name, kind] = file.path.match(/out\/(\w+)\.(js|css)$/) ?? [];
    if (name) sizes.set(`${name}.${kind}`, gzipped(file.text));
  }
  return sizes;
}

const components = publicComponents();

const jsSizes = await withPackedKit(async ({ consumerDir }) => {
  const entriesDir = join(consumerDir, 'entries');
  mkdirSync(entriesDir);
  const entries = components.map(([name]) => {
    const file = join(entriesDir, `${name}.js`);
    writeFileSync(file, `export { ${name} } from '@ngs/ui';\n`);
    return [name, file];
  });
  const stylesheet = readFileSync(join(consumerDir, 'node_modules/@ngs/ui/dist/index.css'), 'utf8');
  const minifiedStylesheet = await build({
    stdin: { contents: stylesheet, loader: 'css' },
    minify: true,
    write: false,
    logLevel: 'error',
  });
  const sizes = await bundleEach(entries, { absWorkingDir: consumerDir });
  sizes.set('styles.css', gzipped(minifiedStylesheet.outputFiles[0].text));
  return sizes;
});

/**
 * The system's atomic classes (sprinkles) are one shared layer of the stylesheet, like the theme:
 * a component composed from them uses them, it does not add them. They are left out of each
 * component's CSS and measured once, on their own row.
 */
const sharedSystemCss = {
  name: 'shared-system-css',
  setup(build) {
    build.onResolve({ filter: /sprinkles\.css\.ts\.vanilla\.css/ }, (args) => ({
      path: args.path,
      external: true,
    }));
  },
};

// Each component's own styles, from source: the share of the one stylesheet it accounts for.
const cssSizes = await bundleEach(
  components.map(([name, folder]) => [name, join(kitDir, 'src', folder, name, `${name}.tsx`)]),
  {
    absWorkingDir: kitDir,
    plugins: [sharedSystemCss, vanillaExtractPlugin({ identifiers: 'short' })],
  },
);
const sprinklesCss = (
  await bundleEach([['sprinkles', join(kitDir, 'src', 'system', 'sprinkles.css.ts')]], {
    absWorkingDir: kitDir,
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  })
).get('sprinkles.css');

const failures = [];
const rows = components.map(([name]) => {
  const js = jsSizes.get(`${name}.js`) ?? 0;
  const css = cssSizes.get(`${name}.css`) ?? 0;
  const budget = { ...defaultBudget, ...budgetExceptions[name] };
  if (js > budget.js) failures.push(`${name}: ${kb(js)} of JS gzip, budget ${kb(budget.js)}`);
  if (css > budget.css) failures.push(`${name}: ${kb(css)} of CSS gzip, budget ${kb(budget.css)}`);
  return `| ${name.padEnd(18)} | ${kb(js).padStart(9)} | ${kb(css).padStart(9)} | ${kb(budget.js).padStart(9)} |`;
});
const stylesheet = jsSizes.get('styles.css');
if (stylesheet > stylesheetBudget) {
  failures.push(`styles.css: ${kb(stylesheet)} gzip, budget ${kb(stylesheetBudget)}`);
}

console.log('| component          | JS gzip   | CSS gzip  | JS budget |');
console.log('| ------------------ | --------- | --------- | --------- |');
console.log(rows.join('\n'));
console.log(`\nThe whole stylesheet (@ngs/ui/styles.css), minified: ${kb(stylesheet)} gzip.`);
console.log(
  `Of it, the system's atomic classes (sprinkles), shared by all: ${kb(sprinklesCss)} gzip.`,
);
if (failures.length > 0) {
  console.error(`\n@ngs/ui size budget exceeded (${failures.length}):`);
  for (const failure of failures) console.error(`  ✗ ${failure}`);
  process.exit(1);
}
console.log('Every component is within its budget.');
