export type Cell = string | number | boolean | null | undefined;

/** A number, optionally signed: safe to leave alone even though it starts with + or -. */
const plainNumber = /^[+-]?\d+(\.\d+)?$/;

/**
 * One RFC 4180 field. Text a spreadsheet would run as a formula (=, +, -, @, tab, CR at the
 * start) gets a leading apostrophe: visitors write these values, staff open the file.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !plainNumber.test(text)) {
    text = `'${text}`;
  }
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A record's value as a cell; anything that is not a plain value is shown empty. */
export function cellOf(row: object, column: string): Cell {
  const value: unknown = (row as Record<string, unknown>)[column];
  return ['string', 'number', 'boolean'].includes(typeof value) ? (value as Cell) : undefined;
}

export function toCsv(columns: readonly string[], rows: readonly object[]): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows)
    lines.push(columns.map((column) => csvCell(cellOf(row, column))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
