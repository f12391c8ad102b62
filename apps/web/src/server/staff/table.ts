import { cellOf, type Cell } from './csv';

const maxWidth = 40;

function shown(value: Cell): string {
  const text = value === null || value === undefined ? '' : String(value).replace(/\s+/g, ' ');
  return text.length > maxWidth ? `${text.slice(0, maxWidth - 1)}…` : text;
}

/** A plain text table for a terminal; long values are cut, `--format json` has them whole. */
export function toTable(columns: readonly string[], rows: readonly object[]): string {
  const cells = rows.map((row) => columns.map((column) => shown(cellOf(row, column))));
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...cells.map((line) => line[index]?.length ?? 0)),
  );
  const line = (values: readonly string[]) =>
    values
      .map((value, index) => value.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    line(columns),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map(line),
    `(${rows.length} ${rows.length === 1 ? 'row' : 'rows'})`,
  ].join('\n');
}
