import type { ThemeValues } from '../theme/themeValues';

type Nested = { [key: string]: string | Nested };

function literal(value: string | Nested, indent: string): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const inner = `${indent}  `;
  const lines = Object.entries(value).map(
    ([key, item]) => `${inner}${key}: ${literal(item, inner)},`,
  );
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/**
 * A theme's values written out as the TypeScript that would declare them, for the docs to show
 * the real object instead of a copy that could drift.
 */
export function themeValuesSource(name: string, values: ThemeValues): string {
  return `export const ${name} = ${literal(values, '')} satisfies ThemeValues;`;
}
