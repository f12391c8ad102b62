import { whyPath } from './brand';
import { personPath, personProfiles } from './people';
import { servicePath, serviceIds } from './serviceNames';
import type { InternalHref } from './types';

/** Every route of the spec's route table without a parameter, in lowercase (D5). */
export const staticPaths = [
  '/',
  '/whatweprovide',
  '/highlights',
  '/career',
  whyPath,
  '/contact',
  '/whoarewe',
  '/apply',
  '/story',
  '/vision',
  '/mission',
  '/values',
  '/promise',
  '/qualitymanagement',
  '/termsandconditions',
  '/privacypolicy',
  '/mouse',
] as const satisfies readonly InternalHref[];

/**
 * Pages that are prerendered but not listed in the sitemap, and that ask search engines not to
 * index them: the search results and the two confirmations of a form sent without script (D27).
 */
export const unlistedPaths = [
  '/search',
  '/contact/sent',
  '/apply/sent',
] as const satisfies readonly InternalHref[];

/** D7: the two search destinations that had no screen now redirect to the real ones. */
export const aliasRedirects = {
  '/about': '/whoarewe',
  '/services': '/whatweprovide',
} as const satisfies Record<InternalHref, InternalHref>;

export const servicePaths: readonly InternalHref[] = serviceIds.map(servicePath);

export const personPaths: readonly InternalHref[] = personProfiles.map(personPath);

/** The in-page anchors of the home page (D10). */
export const homeAnchors = ['about', 'whoarewe', 'whatweoffer'] as const;

/** Screens that show no footer: the careers screen (on both its routes) and the form. */
export const pathsWithoutFooter = [
  '/career',
  whyPath,
  '/apply',
] as const satisfies readonly InternalHref[];

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

const knownPaths = new Set<string>(
  [
    ...staticPaths,
    ...unlistedPaths,
    ...Object.keys(aliasRedirects),
    ...servicePaths,
    ...personPaths,
  ].map(normalisePath),
);

/** Whether a link leads to a screen or an alias of one. */
export function isKnownPath(href: string): boolean {
  return href.startsWith('/') && knownPaths.has(normalisePath(href));
}
