// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sanitiseFileName, storedFileName } from './names';

describe('file names', () => {
  it('should keep only the last part of a path', () => {
    expect(sanitiseFileName('C:\\Users\\asha\\CV.pdf')).toBe('CV.pdf');
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
  });

  it('should drop control and direction-changing characters', () => {
    expect(sanitiseFileName('cv\u0000\u001b.pdf')).toBe('cv.pdf');
    expect(sanitiseFileName('report\u202Efdp.exe')).toBe('reportfdp.exe');
  });

  it('should keep letters of any script and cap the length', () => {
    expect(sanitiseFileName('  Résumé  履歴書.docx ')).toBe('Résumé 履歴書.docx');
    expect(Array.from(sanitiseFileName('é'.repeat(500)))).toHaveLength(200);
  });

  it('should never leave a hidden or empty name', () => {
    expect(sanitiseFileName('.htaccess')).toBe('htaccess');
    expect(sanitiseFileName('')).toBe('unnamed');
    expect(sanitiseFileName('/')).toBe('unnamed');
  });

  it('should name stored copies by id and detected extension only', () => {
    expect(storedFileName('0b7f', 'pdf')).toBe('0b7f.pdf');
    expect(storedFileName('0b7f', '../x')).toBe('0b7f.x');
  });
});
