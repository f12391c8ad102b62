// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

/**
 * How a spreadsheet reads a CSV with a given separator: a quote is special only where a cell
 * starts, text after a closing quote is kept, and a line break outside quotes ends the row.
 */
function readAsSpreadsheet(text: string, separator: string): string[] {
  const cells: string[] = [];
  let index = 0;
  while (index < text.length) {
    let cell = '';
    if (text[index] === '"') {
      index += 1;
      while (index < text.length) {
        if (text[index] === '"' && text[index + 1] === '"') {
          cell += '"';
          index += 2;
        } else if (text[index] === '"') {
          index += 1;
          break;
        } else {
          cell += text[index];
          index += 1;
        }
      }
    }
    while (index < text.length && !`${separator}\r\n`.includes(text[index]!)) {
      cell += text[index];
      index += 1;
    }
    cells.push(cell);
    index += 1;
  }
  return cells;
}

const runsAsFormula = (cell: string) =>
  /^\s*[=+\-@]/.test(cell) && !/^[+-]?\d+(\.\d+)?$/.test(cell.trim());

describe('CSV export', () => {
  it('should quote commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('should quote semicolons and tabs, on which many spreadsheets split cells', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
  });

  it('should defuse a formula after a semicolon, tab or line break inside a cell', () => {
    expect(csvCell('Hi;=1+1')).toBe('"Hi;\'=1+1"');
    expect(csvCell('Hi\t@SUM(A1)')).toBe('"Hi\t\'@SUM(A1)"');
    expect(csvCell("Hi\n \"=cmd|' /C calc'!A0")).toBe('"Hi\n ""\'=cmd|\' /C calc\'!A0"');
    expect(csvCell('+91;+92')).toBe('"\'+91;\'+92"');
  });

  it('should leave no cell that runs as a formula, whichever separator the spreadsheet uses', () => {
    const tricky = fc.constantFrom(...'=+-@;,\t\r\n" a1');
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: tricky, maxLength: 12 }), { maxLength: 4 }),
        (values) => {
          // As in every export, a server-made id comes first and visitors' text after it.
          const columns = ['id', ...values.map((_, index) => `c${index}`)];
          const row = Object.fromEntries([
            ['id', '6f1c2d3e-0000-4000-8000-000000000001'],
            ...values.map((value, index) => [`c${index}`, value]),
          ]);
          const [, body = ''] = toCsv(columns, [row]).split(/\r\n(.*)/s);
          for (const separator of [',', ';', '\t']) {
            expect(readAsSpreadsheet(body, separator).filter(runsAsFormula)).toEqual([]);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('should defuse text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
  });

  it('should leave numbers, including signed phone numbers, alone', () => {
    expect(csvCell('+919876543210')).toBe('+919876543210');
    expect(csvCell(-4)).toBe('-4');
    expect(csvCell(null)).toBe('');
  });

  it('should write a header and CRLF-terminated rows', () => {
    expect(toCsv(['id', 'name'], [{ id: 1, name: 'Asha' }, { id: 2 }])).toBe(
      'id,name\r\n1,Asha\r\n2,\r\n',
    );
  });
});
