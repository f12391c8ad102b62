const maxNameLength = 200;

function isUnsafeCharacter(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    // Bidirectional overrides can make `exe.pdf` read as `fdp.exe`.
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0x200e ||
    code === 0x200f
  );
}

/**
 * The visitor's file name, kept only as metadata for staff: no folders, no control or
 * direction-changing characters, at most 200 characters. Never used as a path.
 */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(base.normalize('NFC'))
    .filter((character) => !isUnsafeCharacter(character.codePointAt(0) ?? 0))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const limited = Array.from(cleaned).slice(0, maxNameLength).join('');
  return limited === '' ? 'unnamed' : limited;
}

/** The name a stored copy gets: server-generated id plus the detected type's extension. */
export function storedFileName(id: string, ext: string): string {
  return `${id}.${ext.replace(/[^a-z0-9]/gi, '').toLowerCase() || 'bin'}`;
}

const fileWords: Record<string, string> = { resume: 'resume', coverLetter: 'cover-letter' };

/**
 * The name a file is downloaded under: the applicant's name, what the file is, and the extension
 * of the type found in its content (kept in `stored_name`), e.g. `Priya-Sharma-resume.pdf`. The
 * name the visitor gave is never used, so `cv.pdf.hta` downloads as a file that cannot run.
 */
export function downloadName(
  applicant: { legal_first_name: string; legal_middle_name: string; legal_last_name: string },
  file: { field: string; stored_name: string },
): string {
  const words = [applicant.legal_first_name, applicant.legal_middle_name, applicant.legal_last_name]
    .join(' ')
    .normalize('NFC')
    // Letters and digits of any script; everything else (dots, slashes, quotes) becomes a dash.
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // Cut by characters, not UTF-16 units: half a character would break the header.
  const name = Array.from(words).slice(0, 80).join('');
  const extension = /\.([a-z0-9]+)$/.exec(file.stored_name)?.[1] ?? 'bin';
  return `${name || 'applicant'}-${fileWords[file.field] ?? 'file'}.${extension}`;
}
