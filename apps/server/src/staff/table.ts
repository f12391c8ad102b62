import { cellOf, type Cell } from './csv';
import { terminalSafe } from './terminal';

const maxWidth = 40;

function shown(value: Cell): string {
  const text = value === null || value === undefined ? '' : terminalSafe(String(value));
  // By code point, so a cut never splits a surrogate pair.
  const characters = Array.from(text);
  return characters.length > maxWidth ? `${characters.slice(0, maxWidth - 1).join('')}…` : text;
}

const width = (text: string) => Array.from(text).length;

/**
 * A plain text table for a terminal: every cell made terminal-safe, long values cut;
 * `--format json` has them whole.
 */
export function toTable(columns: readonly string[], rows: readonly object[]): string {
  const cells = rows.map((row) => columns.map((column) => shown(cellOf(row, column))));
  const widths = columns.map((column, index) =>
    Math.max(width(column), ...cells.map((line) => width(line[index] ?? ''))),
  );
  const line = (values: readonly string[]) =>
    values
      .map((value, index) => value + ' '.repeat((widths[index] ?? 0) - width(value)))
      .join('  ')
      .trimEnd();
  return [
    line(columns),
    line(widths.map((columnWidth) => '-'.repeat(columnWidth))),
    ...cells.map(line),
    `(${rows.length} ${rows.length === 1 ? 'row' : 'rows'})`,
  ].join('\n');
}
