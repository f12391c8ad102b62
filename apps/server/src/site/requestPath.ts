/**
 * The path a request names, decoded, or undefined when it is one the site refuses outright:
 * malformed percent-encoding, an encoded slash or backslash (which could smuggle a segment past
 * the checks below), control characters, or a segment starting with a dot (`..`, `.vite`, `.env`).
 */
export function decodeRequestPath(rawPath: string): string | undefined {
  if (/%(?:2f|5c)/i.test(rawPath)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex
  if (!decoded.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(decoded)) return undefined;
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  return decoded;
}

/**
 * A decoded path with runs of slashes collapsed and no trailing slash, so `//evil.com` can only
 * ever become the on-site `/evil.com`.
 */
export function collapseSlashes(decoded: string): string {
  return `/${decoded
    .split('/')
    .filter((segment) => segment !== '')
    .join('/')}`;
}

/** A URL path for a file's path relative to the site's root, segment by segment. */
export function urlPathOf(relativePath: string): string {
  return `/${relativePath.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * Whether a Location stays on this site: a path starting with exactly one slash. Browsers read
 * `//host` and `/\host` as another host, so those never leave the server.
 */
export function isOnSiteLocation(location: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])/.test(location) && !/[\\\u0000-\u001f\u007f]/.test(location);
}
