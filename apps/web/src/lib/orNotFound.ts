import { notFound } from '@tanstack/react-router';

/**
 * For a loader: what the route's parameter names in the content, or the not-found screen when it
 * names nothing (D6), never an empty page.
 */
export function orNotFound<T>(found: T | undefined): T {
  if (!found) throw notFound();
  return found;
}
