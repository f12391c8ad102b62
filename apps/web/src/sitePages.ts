import { aliasRedirects } from '@ngs/content';
import { createAppRouter } from './router';

export interface SitePages {
  /** Every page in the sitemap: each route of the route files, a route with a parameter once per page it stands for. */
  listed: string[];
  /** Pages prerendered but left out of the sitemap (`staticData.unlisted`). */
  unlisted: string[];
}

const redirectOnly = new Set<string>(Object.keys(aliasRedirects));

/**
 * The pages the build writes, read from the route files themselves, so the route table is
 * written once: the files under `routes/`, with `staticData` for what a path cannot say.
 */
export function sitePages(): SitePages {
  const pages: SitePages = { listed: [], unlisted: [] };
  for (const [fullPath, route] of Object.entries(createAppRouter().routesByPath)) {
    const path = fullPath === '/' ? '/' : fullPath.replace(/\/$/, '');
    if (redirectOnly.has(path)) continue;
    const { pages: parameterPages, unlisted } = route.options.staticData ?? {};
    const paths = path.includes('$') ? (parameterPages ?? []) : [path];
    pages[unlisted ? 'unlisted' : 'listed'].push(...paths);
  }
  return pages;
}
