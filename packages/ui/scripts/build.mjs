// Builds the kit for sites outside this monorepo, one output file per source module (as Radix
// Themes and Mantine ship), so a site's bundler keeps only the modules it imports:
// - dist/**/*.js: ES modules, each component's styles in its own `.css` file that its module
//   imports; "use client" kept on the modules that say it;
// - dist/**/*.d.ts: the declarations, from tsc;
// - dist/<component>.js: an entry point per component (`@ngs/ui/button`), from src/index.ts;
// - dist/styles.css: every style of the kit in one minified file, for a site that wants one.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { transform } from 'esbuild';
import { build } from 'rolldown';
import { subpathEntries } from './entry-points.mjs';

const kitDir = join(import.meta.dirname, '..');
/** The before-app texts (@ngs/html-first), which the kit ships within itself. */
const inlineScriptsFile = realpathSync(
  fileURLToPath(import.meta.resolve('@ngs/html-first/inline-scripts')),
);
const srcDir = join(kitDir, 'src');
const distDir = join(kitDir, 'dist');

rmSync(distDir, { recursive: true, force: true });

/**
 * Vanilla-extract writes each recipe and sprinkles as a top-level call; marked pure, a bundler
 * drops the ones a site never reads.
 */
const pureStyleCalls = {
  name: 'ngs-pure-style-calls',
  transform: {
    order: 'post',
    handler(code, id) {
      if (!/\.css\.ts$/.test(id)) return null;
      return { code: code.replace(/^(export var \w+ = )(_\w+\()/gm, '$1/* @__PURE__ */ $2') };
    },
  },
};

await build({
  cwd: kitDir,
  input: { index: 'src/index.ts', 'theme/index': 'src/theme/index.ts' },
  // Every bare specifier (react, Radix, vanilla-extract's runtime, keen-slider) is the site's,
  // but for the components' inline scripts, built text that the kit ships within itself.
  external: (id) =>
    /^[\w@]/.test(id) && !id.includes('.vanilla.css') && !id.startsWith('@ngs/html-first/'),
  plugins: [vanillaExtractPlugin({ identifiers: 'short', cwd: kitDir }), pureStyleCalls],
  transform: { target: 'es2022', jsx: 'react-jsx' },
  treeshake: true,
  // An inlined class name would leave `import './X.css.js'` behind for its CSS alone, which a
  // site's bundler drops (the JS is free of side effects): keep the named import.
  optimization: { inlineConst: false },
  output: {
    dir: distDir,
    format: 'esm',
    preserveModules: true,
    preserveModulesRoot: 'src',
    // The inline scripts' built text (from outside src/) sits beside the one module that reads it.
    entryFileNames: ({ facadeModuleId }) =>
      facadeModuleId && realpathSync(facadeModuleId) === inlineScriptsFile
        ? 'components/private/inlineScripts.js'
        : '[name].js',
    // Each module's styles beside it: components/Button/Button.css.js imports ./Button.css.
    assetFileNames: ({ originalFileNames }) => {
      const source = originalFileNames[0]?.match(/src\/(.+)\.css\.ts\.vanilla\.css$/)?.[1];
      return source ? `${source}.css` : '[name][extname]';
    },
    sourcemap: true,
  },
  logLevel: 'warn',
  onLog(level, log, handler) {
    // One output file per module keeps each "use client" where it was (checked by test:package).
    if (log.code === 'MODULE_LEVEL_DIRECTIVE' || log.code === 'PLUGIN_TIMINGS') return;
    // Vanilla-extract's own transform gives no sourcemap either: a .css.ts module is its output.
    if (log.code === 'SOURCEMAP_BROKEN') return;
    handler(level, log);
  },
});

execFileSync(join(kitDir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.build.json'], {
  cwd: kitDir,
  stdio: 'inherit',
});
addDeclarationExtensions(distDir);

for (const { subpath, modules } of subpathEntries(srcDir)) {
  const js = [];
  const dts = [];
  for (const { module, values, types } of modules) {
    const from = `./${module}.js`;
    if (values.length > 0) js.push(`export { ${values.join(', ')} } from '${from}';`);
    if (types.length > 0) dts.push(`export type { ${types.join(', ')} } from '${from}';`);
  }
  writeFileSync(join(distDir, `${subpath}.js`), `${js.join('\n') || 'export {};'}\n`);
  writeFileSync(join(distDir, `${subpath}.d.ts`), `${[...js, ...dts].join('\n')}\n`);
}

writeFileSync(join(distDir, 'styles.css'), await oneStylesheet(join(distDir, 'index.js')));

/**
 * The CSS files the kit's root imports, in the order a bundler puts them (each module's imports
 * before the module, first import first), joined and minified.
 */
async function oneStylesheet(entry) {
  const seen = new Set();
  const sheets = [];
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith('.css')) {
      sheets.push(readFileSync(file, 'utf8'));
      return;
    }
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(/^(?:import|export)\b[^'"]*?['"](\.[^'"]+)['"]/gm)) {
      if (specifier) visit(join(dirname(file), specifier));
    }
  };
  visit(entry);
  const { code } = await transform(sheets.join('\n'), { loader: 'css', minify: true });
  return code;
}

/**
 * tsc keeps the source's extensionless relative imports; Node's ESM resolution (and so
 * TypeScript's `node16`) needs the file's own name.
 */
function addDeclarationExtensions(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      addDeclarationExtensions(path);
      continue;
    }
    if (!entry.name.endsWith('.d.ts')) continue;
    const here = dirname(path);
    const code = readFileSync(path, 'utf8').replace(
      /((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*?)\2/g,
      (match, before, quote, specifier) => {
        if (/\.js$/.test(specifier)) return match;
        if (existsSync(join(here, `${specifier}.d.ts`))) {
          return `${before}${quote}${specifier}.js${quote}`;
        }
        if (existsSync(join(here, specifier, 'index.d.ts'))) {
          return `${before}${quote}${specifier}/index.js${quote}`;
        }
        return match;
      },
    );
    writeFileSync(path, code);
  }
}
