import {
  aliasRedirects,
  personPath,
  personProfiles,
  serviceIds,
  servicePath,
  whyPath,
} from '@ngs/content';
import { builtJobAlertSteps, jobAlertsPath } from '@ngs/forms';
import { createAppRouter } from './router';

export interface SitePages {
  /** Every page in the sitemap: each route of the route files, a route with a parameter once per page it stands for. */
  listed: string[];
  /** Pages prerendered but left out of the sitemap (`staticData.unlisted`). */
  unlisted: string[];
}
// Screens behind a sign-in (`staticData.signedInArea`) are neither: the server renders them.

const redirectOnly = new Set<string>(Object.keys(aliasRedirects));

/**
 * The pages each route with a parameter stands for. Listed here, where only the build reads
 * them, and not in the route files: a route's options ship with the app, and the data would too.
 */
const parameterPages: Readonly<Record<string, readonly string[]>> = {
  '/service/$id': serviceIds.map(servicePath),
  '/person/$name': personProfiles.map(personPath),
  '/$page': [whyPath],
  // Made by the server from the openings in its database, none by the build (issue 34).
  '/career/openings/$slug': [],
  // Job alerts' pages (D41): the build makes those that show nothing of a request; the server
  // makes the links' pages, which carry their token.
  '/career/alerts/$step': builtJobAlertSteps.map(jobAlertsPath),
};

/**
 * The pages the build writes, read from the route files themselves, so the route table is
 * written once: the files under `routes/`, with `staticData` for what a path cannot say, and
 * the values of each route parameter above.
 */
export function sitePages(): SitePages {
  const pages: SitePages = { listed: [], unlisted: [] };
  for (const [fullPath, route] of Object.entries(createAppRouter().routesByPath)) {
    const path = fullPath === '/' ? '/' : fullPath.replace(/\/$/, '');
    if (redirectOnly.has(path)) continue;
    if (route.options.staticData?.signedInArea) continue;
    const paths = path.includes('$') ? parameterPages[path] : [path];
    if (!paths) throw new Error(`${path}: say in sitePages.ts which pages it stands for`);
    const unlisted = route.options.staticData?.unlisted;
    pages[unlisted ? 'unlisted' : 'listed'].push(...paths);
  }
  return pages;
}
