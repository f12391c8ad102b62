import type { Manifest as ServerManifest } from '@tanstack/react-router';
import {
  createRequestHandler,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import { createAppRouter } from './router';

export type { ServerManifest };

/**
 * Renders one request to a complete HTML document with the router's own SSR helpers.
 * Used at build time by the prerender script and on every page request by the dev server.
 */
export function render(request: Request, manifest: ServerManifest): Promise<Response> {
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter(),
    getRouterManifest: () => manifest,
  });
  return handler(({ responseHeaders, router }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  );
}

export { brand } from '@ngs/content';

/** Every page the build writes as HTML: the route table, the 14 services and the people. */
export { staticPaths, servicePaths, personPaths } from '@ngs/content';
