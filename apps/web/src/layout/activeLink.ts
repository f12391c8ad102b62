import { normalisePath, type NavLink } from '@ngs/content';

/**
 * D9: a link is active when the current path equals its own path, case-insensitively; a link
 * with `activeUnder` (What We Provide) is also active on every path below that prefix.
 */
export function isActiveLink(
  link: Pick<NavLink, 'href' | 'activeUnder'>,
  pathname: string,
): boolean {
  const current = normalisePath(pathname);
  if (current === normalisePath(link.href)) return true;
  return link.activeUnder !== undefined && current.startsWith(link.activeUnder.toLowerCase());
}
