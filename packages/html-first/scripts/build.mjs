// Turns each before-app behaviour into the text a page carries inline: every `src/<name>/inline.ts`
// is bundled on its own (its imports included) into one minified, self-running script, and the
// texts are written as string constants, `dist/inline-scripts.js` with its types. The kit and the
// site import them from `@ngs/html-first/inline-scripts`; nothing else is built.
import { existsSync, mkdirSync, readdirSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const packageDir = join(import.meta.dirname, '..');
const sourceDir = join(packageDir, 'src');
const distDir = join(packageDir, 'dist');

/** Every behaviour that has an inline entry, by its folder's name. */
export const behaviours = readdirSync(sourceDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(sourceDir, entry.name, 'inline.ts')))
  .map((entry) => entry.name)
  .sort();

/** One behaviour's inline text: its entry and everything it imports, minified, run at once. */
async function inlineText(name) {
  const { outputFiles } = await build({
    entryPoints: [join(sourceDir, name, 'inline.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    // What every browser of the support policy runs (docs/decisions.md, D34): nothing to lower.
    target: 'es2022',
    minify: true,
    // Not even a licence comment, nor "use strict" (tsconfig's strict asks for it): either would
    // ship in every page, and a module script is strict anyway.
    legalComments: 'none',
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
  });
  const text = outputFiles?.[0]?.text.trim().replace(/;$/, '');
  if (!text) throw new Error(`src/${name}/inline.ts built to nothing`);
  return text;
}

/** Writes every behaviour's text into dist/inline-scripts.js, with its types. */
async function buildAll() {
  /** @type {[string, string][]} */
  const texts = await Promise.all(behaviours.map(async (name) => [name, await inlineText(name)]));
  mkdirSync(distDir, { recursive: true });
  const header =
    '// Built by scripts/build.mjs from src/<name>/inline.ts: the text each page carries.\n';
  writeFileSync(
    join(distDir, 'inline-scripts.js'),
    header +
      texts.map(([name, text]) => `export const ${name} = ${JSON.stringify(text)};\n`).join(''),
  );
  writeFileSync(
    join(distDir, 'inline-scripts.d.ts'),
    header +
      texts
        .map(
          ([name]) =>
            `/** src/${name}/inline.ts, minified. */\nexport declare const ${name}: string;\n`,
        )
        .join(''),
  );
  console.log(
    `inline scripts: ${texts.map(([name, text]) => `${name} ${Buffer.byteLength(text)} B`).join(', ')}`,
  );
}

await buildAll();
// `pnpm dev` (turbo runs this with --watch): the kit and the site read the texts from dist/, so
// they follow an edited behaviour as soon as it is built again.
if (process.argv.includes('--watch')) {
  let pending;
  watch(sourceDir, { recursive: true }, (_event, file) => {
    if (!file || /\.test\.ts$/.test(file)) return;
    clearTimeout(pending);
    pending = setTimeout(() => buildAll().catch((error) => console.error(error)), 100);
  });
  console.log('inline scripts: watching src/ for changes');
}
