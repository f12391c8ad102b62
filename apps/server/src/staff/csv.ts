export type Cell = string | number | boolean | null | undefined;

/** A number, optionally signed: safe to leave alone even though it starts with + or -. */
const plainNumber = /^[+-]?\d+(\.\d+)?$/;

/** Where a spreadsheet reading with another separator (`;`, tab) may start a new cell. */
const foreignBreak = /([;\t\r\n])/;

/** An apostrophe before a formula's first character, past any spaces and quotes in front of it. */
function defuse(segment: string): string {
  const lead = /^[\s"]*/.exec(segment)?.[0] ?? '';
  const rest = segment.slice(lead.length);
  return /^[=+\-@]/.test(rest) ? `${lead}'${rest}` : segment;
}

/**
 * One RFC 4180 field. Text a spreadsheet would run as a formula (=, +, -, @, tab, CR at the
 * start) gets a leading apostrophe: visitors write these values, staff open the file. Many
 * locales' spreadsheets split on `;` or tab instead of `,`, and they do not see our quotes (those
 * open mid-cell for them), so `;`, tab and line breaks are quoted like commas and what follows
 * each of them is defused as the start of a cell.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && !plainNumber.test(text)) {
    if (/^[\t\r]/.test(text)) text = `'${text}`;
    text = text
      .split(foreignBreak)
      .map((part, index) => (index % 2 === 1 ? part : defuse(part)))
      .join('');
  }
  return /[",;\t\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
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
