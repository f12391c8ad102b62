// The publish dry run: packs the built kit as `pnpm publish` would (no network) and checks the
// tarball a site installs. Each failed check prints what is wrong; the script then exits 1.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { subpathEntries } from './entry-points.mjs';
import { kitDir, withPackedKit } from './packed-kit.mjs';
import { compileStrictConsumer } from './strict-consumer.mjs';

// A component's module imports its stylesheet, which a site's bundler takes; Node alone cannot
// load CSS, so here, as in a bundler's server build, a stylesheet imports as nothing.
register(
  `data:text/javascript,${encodeURIComponent(
    "export async function load(url, context, next) { return url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context); }",
  )}`,
);

/** @type {Array<[RegExp, string]>} */
const forbiddenInTarball = [
  [/\.(test|spec|stories|browser\.test)\.[cm]?[jt]sx?$/, 'a test or story file'],
  [
    /(^|\/)(consumer-fixture|__fixtures__|fixtures|test|testing|tests|__tests__)\//,
    'a fixture or test helper',
  ],
  [/(^|\/)src\//, 'kit source (the workspace exports src/, the tarball must not)'],
  [/(^|\/)(vitest|tsup|eslint)\.[^/]*$|\.vitest-.*-report\.json$/, 'a tool config or test report'],
  [/(^|\/)scripts\//, 'a repo script'],
];

const problems = [];
const passed = [];
function check(name, failures) {
  if (failures.length === 0) passed.push(name);
  else problems.push(...failures.map((failure) => `${name}: ${failure}`));
}

/** Every file target of an exports map, with the subpath and condition it is for. */
function exportTargets(exportsField) {
  return Object.entries(exportsField).flatMap(([subpath, target]) =>
    typeof target === 'string'
      ? [{ subpath, condition: 'default', file: target }]
      : Object.entries(target).map(([condition, file]) => ({ subpath, condition, file })),
  );
}

/** Turns a sideEffects glob into a RegExp over tarball paths, as bundlers read it. */
function globToRegExp(glob) {
  const path = glob.replace(/^\.\//, '');
  const pattern = path
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\//g, '\0')
    .replace(/\*/g, '[^/]*')
    .replaceAll('\0', '(?:.*/)?');
  return new RegExp(`^${path.includes('/') ? '' : '(?:.*/)?'}${pattern}$`);
}

await withPackedKit(async ({ tarball, consumerDir, packageDir, manifest, files }) => {
  const workspaceManifest = JSON.parse(readFileSync(join(kitDir, 'package.json'), 'utf8'));
  const has = (file) => files.includes(file.replace(/^\.\//, ''));
  const targets = exportTargets(manifest.exports ?? {});

  check('the packed manifest is the published one', [
    ...(manifest.version === workspaceManifest.version ? [] : [`version ${manifest.version}`]),
    ...(manifest.private ? ['it is private, so it cannot be published'] : []),
    ...targets
      .filter(({ file }) => !file.startsWith('./dist/'))
      .map(
        ({ subpath, file }) =>
          `exports["${subpath}"] points at ${file}, not at dist/ (publishConfig not applied?)`,
      ),
  ]);

  check('every exports entry resolves to a file in the tarball', [
    ...targets
      .filter(({ file }) => !has(file))
      .map(
        ({ subpath, condition, file }) =>
          `exports["${subpath}"].${condition} → ${file} is not in ${tarball}`,
      ),
    ...Object.entries(manifest.exports ?? {})
      .filter(([, target]) => typeof target === 'object' && !(target.types && target.import))
      .map(([subpath]) => `exports["${subpath}"] needs both "types" and "import"`),
  ]);

  const stylesheet = targets.find(({ subpath }) => subpath === './styles.css');
  const css =
    stylesheet && has(stylesheet.file)
      ? readFileSync(join(packageDir, stylesheet.file), 'utf8')
      : '';
  check('the stylesheet is in the tarball and holds both themes', [
    ...(stylesheet ? [] : ['no "./styles.css" export']),
    ...(stylesheet && css.length < 1000 ? [`${stylesheet.file} is missing or nearly empty`] : []),
    ...(css && !/#f26522/i.test(css) ? ['the NGS accent (#f26522) is not in the stylesheet'] : []),
  ]);

  check(
    'no test, story, fixture or source file is in the tarball',
    files.flatMap((file) =>
      forbiddenInTarball
        .filter(([pattern]) => pattern.test(file))
        .map(([, what]) => `${file} is ${what}`),
    ),
  );

  const sideEffects = manifest.sideEffects;
  const globs = Array.isArray(sideEffects)
    ? sideEffects.map((glob) => [glob, globToRegExp(glob)])
    : [];
  const jsFiles = files.filter((file) => file.endsWith('.js'));
  const cssFiles = files.filter((file) => file.endsWith('.css'));
  check('sideEffects lists the stylesheets and nothing more', [
    ...(Array.isArray(sideEffects)
      ? []
      : [`sideEffects is ${JSON.stringify(sideEffects)}, not a list of files`]),
    ...globs
      .filter(([, re]) => !files.some((file) => re.test(file)))
      .map(([glob]) => `"${glob}" matches no file in the tarball`),
    ...cssFiles
      .filter((file) => !globs.some(([, re]) => re.test(file)))
      .map((file) => `${file} is not listed, so a bundler may drop it`),
    ...jsFiles
      .filter((file) => globs.some(([, re]) => re.test(file)))
      .map((file) => `${file} is listed, so no bundler can tree-shake it`),
    // A bare `import 'x'` in the JS is a side effect the list would have to name: only a
    // component's own stylesheet may be imported so.
    ...jsFiles.flatMap((file) =>
      [...readFileSync(join(packageDir, file), 'utf8').matchAll(/^import\s*['"]([^'"]+)['"]/gm)]
        .map(([, specifier = '']) =>
          relative(packageDir, join(dirname(join(packageDir, file)), specifier)),
        )
        .filter((imported) => !globs.some(([, re]) => re.test(imported)))
        .map(
          (imported) =>
            `${file} imports ${imported} for its side effect, which "sideEffects" drops`,
        ),
    ),
  ]);

  const entries = subpathEntries(join(kitDir, 'src'));
  const expected = [
    '.',
    './theme',
    './styles.css',
    './reset.css',
    ...entries.map(({ subpath }) => `./${subpath}`),
  ];
  const listed = Object.keys(manifest.exports ?? {});
  check('exports list the root, the theme, the stylesheets and an entry per component', [
    ...expected
      .filter((subpath) => !listed.includes(subpath))
      .map((subpath) => `no exports["${subpath}"]`),
    ...listed
      .filter((subpath) => !expected.includes(subpath))
      .map((subpath) => `exports["${subpath}"] is not an entry of src/index.ts`),
  ]);

  // Every module of the source that starts with "use client" starts so in dist/ too, or a
  // Server Component would run it on the server.
  const clientModules = execFileSync('git', ['grep', '-l', '^.use client.;', '--', 'src'], {
    cwd: kitDir,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .filter((file) => !/\.(test|stories)\.tsx?$/.test(file));
  // A module that calls React's client-only APIs must say so, or a Server Component that
  // imports it fails at build time in the site.
  const clientOnly =
    /\b(useState|useEffect|useLayoutEffect|useRef|useContext|useReducer|useSyncExternalStore|createContext|createRoot)\b/;
  const sources = execFileSync('git', ['ls-files', 'src/components', 'src/system'], {
    cwd: kitDir,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .filter(
      (file) =>
        /\.tsx?$/.test(file) && !/\.(test|stories|fixtures)\.tsx?$|Fixtures\.tsx?$/.test(file),
    );
  check(
    'every module that calls a client-only React API says "use client"',
    sources
      .filter((file) => clientOnly.test(readFileSync(join(kitDir, file), 'utf8')))
      .filter((file) => !clientModules.includes(file))
      .map((file) => `${file} uses a client-only React API and does not start with "use client"`),
  );
  check(`the ${clientModules.length} client modules keep "use client" in the tarball`, [
    ...(clientModules.length === 0 ? ['no module of src/ says "use client"'] : []),
    ...clientModules
      .map((file) => file.replace(/^src\//, 'dist/').replace(/\.tsx?$/, '.js'))
      .filter(
        (file) =>
          !has(file) || !/^['"]use client['"]/.test(readFileSync(join(packageDir, file), 'utf8')),
      )
      .map((file) => `${file} does not start with "use client"`),
  ]);

  const { messages } = await publint({ pkgDir: packageDir, level: 'warning', strict: true });
  check(
    'publint finds nothing',
    messages.map((message) => formatMessage(message, manifest)),
  );

  const attw = join(kitDir, 'node_modules', '.bin', 'attw');
  let attwProblems = [];
  try {
    execFileSync(
      attw,
      // ESM only, as the kit is; the stylesheets have no types to check.
      [
        join(consumerDir, '..', tarball),
        ...['--profile', 'esm-only', '--format', 'ascii', '--no-color'],
        ...['--exclude-entrypoints', './styles.css', './reset.css'],
      ],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
  } catch (error) {
    const { stdout, message } = /** @type {{ stdout?: string, message: string }} */ (error);
    attwProblems = [`@arethetypeswrong/cli:\n${stdout || message}`];
  }
  check('@arethetypeswrong/cli finds nothing (ESM only)', attwProblems);

  const runtimeFailures = [];
  for (const { subpath, file } of targets.filter(({ condition }) => condition === 'import')) {
    try {
      const module = await import(pathToFileURL(join(packageDir, file)).href);
      if (Object.keys(module).length === 0) runtimeFailures.push(`${subpath} exports nothing`);
    } catch (error) {
      const { message } = /** @type {Error} */ (error);
      runtimeFailures.push(`import of ${subpath} failed: ${message.split('\n')[0]}`);
    }
  }
  check('every JS entry imports in Node with its dependencies', runtimeFailures);

  const { problems: typeProblems, imported } = compileStrictConsumer(
    consumerDir,
    join(kitDir, 'src'),
  );
  check(
    `the types compile in a strict consumer importing all ${imported} public exports`,
    typeProblems,
  );
});

for (const name of passed) console.log(`✓ ${name}`);
if (problems.length > 0) {
  console.error(`\n@ngs/ui package check failed (${problems.length}):`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exit(1);
}
console.log('\n@ngs/ui package check: the tarball is what a site should install.');
