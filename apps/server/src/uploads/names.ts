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
