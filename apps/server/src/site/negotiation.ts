export type Encoding = 'br' | 'gzip' | 'identity';

/** Compressed encodings in the server's order of preference, when the client rates them alike. */
const compressedEncodings = ['br', 'gzip'] as const;

function qualities(acceptEncoding: string): Map<string, number> {
  const rated = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [token = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (token === '') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    rated.set(token, Number.isFinite(quality) ? quality : 0);
  }
  return rated;
}

/**
 * The encoding to answer with, among the compressed ones available for a file: the client's
 * highest rated, `br` before `gzip` on a tie. Identity when the client names none of them (or
 * sent no Accept-Encoding), even if it refused identity: a body it may not decode beats a 406.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding {
  if (!acceptEncoding) return 'identity';
  const rated = qualities(acceptEncoding);
  let best: Encoding = 'identity';
  let bestQuality = 0;
  for (const encoding of compressedEncodings) {
    if (!available.includes(encoding)) continue;
    const quality = rated.get(encoding) ?? rated.get('*') ?? 0;
    if (quality > bestQuality) {
      best = encoding;
      bestQuality = quality;
    }
  }
  // Identity is always acceptable, but only a rating the client gives it outranks compression.
  const identityQuality = rated.get('identity') ?? rated.get('*') ?? 0;
  return bestQuality > 0 && bestQuality >= identityQuality ? best : 'identity';
}

export interface ByteRange {
  start: number;
  /** Inclusive, as in Content-Range. */
  end: number;
}

/**
 * A `Range` header against a file of `size` bytes: one byte range, `'unsatisfiable'` (416), or
 * undefined when the whole file should be sent: no header, another unit, a malformed one, or
 * several ranges (answering those with the whole file is allowed and spares multipart bodies).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header && /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffixLength = Number(last);
    if (suffixLength === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffixLength), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/** The entity tags of an If-None-Match header, or `*`. */
function entityTags(header: string): string[] | '*' {
  if (header.trim() === '*') return '*';
  return header.match(/(?:W\/)?"[^"]*"/g) ?? [];
}

const opaqueTag = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** If-None-Match uses the weak comparison: the opaque tags match, W/ or not. */
export function anyEtagMatches(ifNoneMatch: string, etag: string): boolean {
  const tags = entityTags(ifNoneMatch);
  return tags === '*' || tags.some((tag) => opaqueTag(tag) === opaqueTag(etag));
}

/** HTTP dates have one-second precision. */
export function httpDateSeconds(value: string): number | undefined {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : Math.floor(time / 1000);
}

/** Whether the representation is unchanged since If-Modified-Since; an invalid date is ignored. */
export function notModifiedSince(header: string, lastModifiedSeconds: number): boolean {
  const since = httpDateSeconds(header);
  return since !== undefined && lastModifiedSeconds <= since;
}

/**
 * If-Range lets a range through only if the client's copy is this exact one: the same strong
 * entity tag, or the same Last-Modified date (for a file that sends one).
 */
export function ifRangeHolds(
  header: string,
  strongEtag: string,
  lastModifiedSeconds: number | undefined,
): boolean {
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === strongEtag;
  return lastModifiedSeconds !== undefined && httpDateSeconds(value) === lastModifiedSeconds;
}
