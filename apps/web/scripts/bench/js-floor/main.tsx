// The floor of the JavaScript budget (scripts/bench/js-budget.mjs): React 19 and TanStack Router
// alone, as this site uses them (a root that renders the whole document, one route, hydrated
// with the router's SSR client), built with the same versions and settings, and nothing else.
import {
  createRootRoute,
  createRouter,
  HeadContent,
  Outlet,
  Scripts,
} from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

const rootRoute = createRootRoute({
  shellComponent: ({ children }) => (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  ),
  component: () => (
    <main>
      <h1>One route</h1>
      <Outlet />
    </main>
  ),
});

startTransition(() => {
  hydrateRoot(document, <RouterClient router={createRouter({ routeTree: rootRoute })} />);
});
