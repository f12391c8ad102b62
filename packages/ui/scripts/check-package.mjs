// The publish dry run: packs the built kit as `pnpm publish` would (no network) and checks the
// tarball a site installs. Each failed check prints what is wrong; the script then exits 1.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { kitDir, withPackedKit } from './packed-kit.mjs';
import { compileStrictConsumer } from './strict-consumer.mjs';

const forbiddenInTarball = [
  [/\.(test|spec|stories|browser\.test)\.[cm]?[jt]sx?$/, 'a test or story file'],
  [
    /(^|\/)(consumer-fixture|__fixtures__|fixtures|test|tests|__tests__)\//,
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
    // A bare `import 'x'` in the JS is a side effect the list would have to name.
    ...jsFiles
      .filter((file) => /^import\s*['"]/m.test(readFileSync(join(packageDir, file), 'utf8')))
      .map((file) => `${file} has an import for its side effect, which "sideEffects" drops`),
  ]);

  const runtimeFailures = [];
  for (const { subpath, file } of targets.filter(({ condition }) => condition === 'import')) {
    try {
      const module = await import(pathToFileURL(join(packageDir, file)).href);
      if (Object.keys(module).length === 0) runtimeFailures.push(`${subpath} exports nothing`);
    } catch (error) {
      runtimeFailures.push(`import of ${subpath} failed: ${error.message.split('\n')[0]}`);
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
