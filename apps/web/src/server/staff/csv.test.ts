// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('should quote commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
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
