// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { downloadName, sanitiseFileName, storedFileName } from './names';

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

  it("should name a download for the applicant and the detected type, never the visitor's name", () => {
    const asha = { legal_first_name: 'Asha', legal_middle_name: 'K.', legal_last_name: 'Rao' };
    const file = { field: 'resume', stored_name: '1f0c.txt' };
    expect(downloadName(asha, file)).toBe('Asha-K-Rao-resume.txt');
    expect(downloadName(asha, { field: 'coverLetter', stored_name: 'ab.pdf' })).toBe(
      'Asha-K-Rao-cover-letter.pdf',
    );
    const hostile = { ...asha, legal_first_name: '../"x"\r\n.hta', legal_last_name: 'प्रिया' };
    expect(downloadName(hostile, file)).toBe('x-hta-K-प्रिया-resume.txt');
  });

  it('should cut a long name by whole characters, so the header can always be written', () => {
    const long = {
      legal_first_name: `${'a'.repeat(79)}𝐀𝐀`,
      legal_middle_name: '',
      legal_last_name: '',
    };
    const name = downloadName(long, { field: 'resume', stored_name: 'x.pdf' });
    expect(name).toBe(`${'a'.repeat(79)}𝐀-resume.pdf`);
    expect(() => encodeURIComponent(name)).not.toThrow();
  });
});
