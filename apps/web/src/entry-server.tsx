import type { AnyRoute, Manifest as ServerManifest } from '@tanstack/react-router';
import {
  createRequestHandler,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import type { SiteRenderer } from '@ngs/forms';
import { ServerScripts, serverScriptSources } from '@ngs/ui';
import {
  appLoaderScript,
  inlineScriptHashes as scriptHashesIn,
  scriptHash,
  type AppFiles,
} from '@ngs/html-first';
import { AppScriptProvider, type AppScriptFor } from './lib/appScript';
import { createAppRouter } from './router';

/** The router's manifest and the app's files (@ngs/html-first's buildRouterManifest). */
export type SiteManifest = ServerManifest & { appFiles?: AppFiles };

/**
 * This module is the renderer the server loads from the build: each export the server uses is
 * typed by the contract both share, `SiteRenderer` in @ngs/forms.
 */
type Renderer = SiteRenderer<SiteManifest>;

/**
 * Renders one request to a complete HTML document with the router's own SSR helpers: at build
 * time for the prerendered pages, and in the server for pages that depend on the request (a
 * search, a refused form sent without script, see `pagesRenderedPerRequest`, and the screens
 * behind a sign-in, whose view the server reads from its database).
 */
export const render: Renderer['render'] = (request, manifest, context = {}, { nonce } = {}) => {
  const { appFiles, ...routerManifest } = manifest;
  const appScriptFor: AppScriptFor | undefined =
    appFiles && ((routeIds) => appLoaderScript(appFiles, routeIds));
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ context, ...(nonce ? { nonce } : {}) }),
    getRouterManifest: () => routerManifest,
  });
  // The kit's components write their own lines of script into the server's HTML only: the
  // browser's bundle never carries their text.
  return handler(({ responseHeaders, router }) =>
    renderRouterToString({
      router,
      responseHeaders,
      children: (
        <AppScriptProvider value={appScriptFor}>
          <ServerScripts>
            <RouterServer router={router} />
          </ServerScripts>
        </AppScriptProvider>
      ),
    }),
  );
};

export { brand } from '@ngs/content';

/** Every page the build writes as HTML, read from the route files. */
export { sitePages } from './sitePages';

/** The hashes of a rendered page's inline scripts, for its Content-Security-Policy. */
export const inlineScriptHashes: Renderer['inlineScriptHashes'] = scriptHashesIn;

/**
 * The route ids a page of this route matches, root first: its parents', then its own. The router
 * matches a path to one branch of its tree, from the root down (router-core's `getMatchedRoutes`),
 * whether the page is found or not; `appScript.test.ts` renders every page to hold it to that.
 */
const matchedRouteIds = (route: AnyRoute): string[] =>
  route.parentRoute ? [...matchedRouteIds(route.parentRoute), route.id] : [route.id];

/**
 * The hashes of every inline script the build made that a page may carry besides the router's
 * own: the app script of each route's pages (from the manifest's files), and the kit's scripts.
 * A page rendered per request is allowed exactly these, and its router scripts by a nonce, so
 * that a script that found its way into the page any other way never runs.
 */
export const buildScriptHashes: Renderer['buildScriptHashes'] = ({ appFiles }) => {
  const routes: AnyRoute[] = Object.values(createAppRouter().routesById);
  const appScripts = appFiles
    ? routes.map((route) => appLoaderScript(appFiles, matchedRouteIds(route)))
    : [];
  return [...new Set([...appScripts, ...serverScriptSources].map(scriptHash))].sort();
};

/** Where each form lives, and where it leads once the server has stored it (D27). */
export const formPages = {
  contact: { page: '/contact', sent: '/contact/sent' },
  application: { page: '/apply', sent: '/apply/sent' },
} as const satisfies Renderer['formPages'];

/**
 * The pages whose HTML depends on their query, which the server renders for each request that
 * carries one: a search (`/search?q=…`) and the application type (`/apply?type=internship`).
 * Any other query gets the prerendered page.
 */
export const pagesRenderedPerRequest: Renderer['pagesRenderedPerRequest'] = {
  '/search': ['q'],
  '/apply': ['type'],
};
