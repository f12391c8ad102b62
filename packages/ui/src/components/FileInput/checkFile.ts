export const fileProblems = ['type', 'size'] as const;
export type FileProblem = (typeof fileProblems)[number];

export interface FileRules {
  /** Like the `accept` attribute: extensions ('.pdf'), exact types ('text/plain') or families ('image/*'). */
  accept: readonly string[];
  maxBytes: number;
}

type FileFacts = Pick<File, 'name' | 'type' | 'size'>;

function matchesAccept({ name, type }: FileFacts, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const fileName = name.toLowerCase();
  const mimeType = (type.split(';')[0] ?? '').trim().toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return fileName.endsWith(rule);
    if (rule.endsWith('/*')) return mimeType.startsWith(rule.slice(0, -1));
    return mimeType === rule;
  });
}

/** Why a file cannot be taken, checked in the order a visitor can fix it: its type, then its size. */
export function checkFile(file: FileFacts, { accept, maxBytes }: FileRules): FileProblem | null {
  if (!matchesAccept(file, accept)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

function oneDecimal(value: number): string {
  return String(Number(value.toFixed(1)));
}

/** A short size such as '820 B', '14.2 KB' or '3.5 MB' (units of 1024). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${oneDecimal(bytes / 1024)} KB`;
  return `${oneDecimal(bytes / (1024 * 1024))} MB`;
}
