// The kit's entry points per component, read from src/index.ts (the public API, written once):
// `@ngs/ui/button` exports what the root exports from components/Button/ (or system/Button/).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * Each component's subpath and the root's export statements from its folder, as
 * `{ module: 'components/Button/Button', values: ['Button'], types: ['ButtonProps'] }`.
 */
export function componentEntries(srcDir) {
  const index = readFileSync(join(srcDir, 'index.ts'), 'utf8');
  const entries = new Map();
  for (const [, typeOnly, names, module, component] of index.matchAll(
    /^export (type )?\{([^}]*)\} from '\.\/((?:components|system)\/([A-Z]\w+)\/[^']+)';/gm,
  )) {
    const entry = entries.get(component) ?? {
      subpath: kebab(component ?? ''),
      component,
      modules: /** @type {Array<{ module: string, values: string[], types: string[] }>} */ ([]),
    };
    /** @type {{ module: string, values: string[], types: string[] }} */
    const statement = { module: module ?? '', values: [], types: [] };
    for (const raw of (names ?? '').split(',')) {
      const name = raw.trim();
      if (!name) continue;
      if (typeOnly || name.startsWith('type ')) statement.types.push(name.replace(/^type /, ''));
      else statement.values.push(name);
    }
    entry.modules.push(statement);
    entries.set(component, entry);
  }
  return [...entries.values()].sort((a, b) => a.subpath.localeCompare(b.subpath));
}

/** One entry per theme (`@ngs/ui/ngs-theme`), read from src/theme/index.ts. */
export function themeEntries(srcDir) {
  const index = readFileSync(join(srcDir, 'theme', 'index.ts'), 'utf8');
  return [...index.matchAll(/^export \{([^}]*)\} from '\.\/(\w+Theme)\.css';/gm)].map(
    ([, names, theme]) => ({
      subpath: kebab(theme ?? ''),
      component: theme,
      modules: [
        {
          module: `theme/${theme}.css`,
          values: (names ?? '')
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean),
          types: [],
        },
      ],
    }),
  );
}

/** Every subpath entry beside the root and `./theme`: the components, then the themes. */
export const subpathEntries = (srcDir) => [...componentEntries(srcDir), ...themeEntries(srcDir)];
