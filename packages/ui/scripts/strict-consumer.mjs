// Type-checks the packed kit's declarations the way the strictest site would: every public
// export imported by name, a few components used, and the declarations themselves checked
// (skipLibCheck off) under exactOptionalPropertyTypes, which the workspace does not turn on.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const entries = [
  { specifier: '@ngs/ui', source: 'index.ts', file: 'kit.ts' },
  { specifier: '@ngs/ui/theme', source: 'theme/index.ts', file: 'theme.ts' },
];

const strictOptions = ts.convertCompilerOptionsFromJson(
  {
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    noImplicitOverride: true,
    skipLibCheck: false,
    module: 'ESNext',
    moduleResolution: 'Bundler',
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    jsx: 'react-jsx',
    types: [],
    noEmit: true,
  },
  '.',
).options;

// A site's own code against the kit: a router link through LinkProvider, a themed page.
const usage = `import { Button, LinkProvider, Section, type LinkComponent } from '@ngs/ui';
import { checkContrast, harbourThemeValues } from '@ngs/ui/theme';

const RouterLink: LinkComponent = ({ href, children, ...props }) => (
  <a href={href} {...props}>{children}</a>
);
export const failingPairs = checkContrast(harbourThemeValues.color).filter((pair) => !pair.passes);
export const page = (
  <LinkProvider linkComponent={RouterLink}>
    <Section title="Harbour services" tone="tinted" id="services">
      <Button onClick={() => undefined}>Book a call</Button>
    </Section>
  </LinkProvider>
);
`;

/** The names a module exports, values apart from types. */
function namesOf(checker, moduleSymbol) {
  const values = [];
  const types = [];
  for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    (target.flags & ts.SymbolFlags.Value ? values : types).push(symbol.name);
  }
  return { values: values.sort(), types: types.sort(), all: [...values, ...types] };
}

function formatDiagnostic(diagnostic) {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n    ');
  if (!diagnostic.file) return message;
  const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
  return `${diagnostic.file.fileName.replace(/.*\/node_modules\//, '')}:${line + 1} ${message}`;
}

/** One line per problem (none when the packed types hold), and how many names were imported. */
export function compileStrictConsumer(consumerDir, sourceDir) {
  const problems = [];
  let imported = 0;
  const probe = join(consumerDir, 'probe.ts');
  writeFileSync(probe, entries.map(({ specifier }) => `import '${specifier}';`).join('\n'));
  const sources = entries.map(({ source }) => join(sourceDir, source));
  const probeProgram = ts.createProgram([probe], strictOptions);
  const checker = probeProgram.getTypeChecker();
  const imports = /** @type {import('typescript').ImportDeclaration[]} */ (
    probeProgram.getSourceFile(probe)?.statements ?? []
  );
  // The kit's own source under the workspace's settings: what dist/ must still export.
  const sourceProgram = ts.createProgram(sources, {
    ...strictOptions,
    exactOptionalPropertyTypes: false,
  });
  const sourceChecker = sourceProgram.getTypeChecker();

  const files = entries.map(({ specifier, source, file }, index) => {
    const moduleSpecifier = imports[index]?.moduleSpecifier;
    const packed = namesOf(
      checker,
      moduleSpecifier && checker.getSymbolAtLocation(moduleSpecifier),
    );
    const sourceFile = sourceProgram.getSourceFile(sources[index] ?? '');
    const workspace = namesOf(
      sourceChecker,
      sourceFile && sourceChecker.getSymbolAtLocation(sourceFile),
    );
    if (packed.values.length === 0) problems.push(`${specifier} resolves to no types`);
    for (const name of workspace.all.filter((name) => !packed.all.includes(name))) {
      problems.push(`${specifier} lacks "${name}", which src/${source} exports (stale dist?)`);
    }
    const names = [...packed.values, ...packed.types.map((name) => `type ${name}`)];
    imported += names.length;
    const path = join(consumerDir, file);
    writeFileSync(path, `export { ${names.join(', ')} } from '${specifier}';\n`);
    return path;
  });

  const usagePath = join(consumerDir, 'usage.tsx');
  writeFileSync(usagePath, usage);
  const program = ts.createProgram([...files, usagePath], strictOptions);
  for (const diagnostic of ts.getPreEmitDiagnostics(program))
    problems.push(formatDiagnostic(diagnostic));
  return { problems, imported };
}
