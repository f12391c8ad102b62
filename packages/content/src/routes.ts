// The route table itself is the app's route files; content holds what links and the server need.
import type { InternalHref } from './types';

/** D7: the two search destinations that had no screen now redirect to the real ones. */
export const aliasRedirects = {
  '/about': '/whoarewe',
  '/services': '/whatweprovide',
} as const satisfies Record<InternalHref, InternalHref>;

const decode = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * The comparable form of a link: no `?query`, no `#hash`, no trailing slash, decoded and in
 * lowercase (D5: route matching is case-insensitive).
 */
export function normalisePath(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return decode(trimmed).toLowerCase() || '/';
}
