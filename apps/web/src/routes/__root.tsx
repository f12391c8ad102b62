import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  useMatches,
} from '@tanstack/react-router';
import { brand, notFound, searchTexts } from '@ngs/content';
import { Button, LinkProvider, NotFound, ngsTheme, opensDialog } from '@ngs/ui';
import type { ReactNode } from 'react';
import { AppScript } from '../lib/appScript';
import { appLink } from '../lib/ContentLink';
import { SiteChrome, siteSearchId } from '../layout/SiteChrome';
import type { RouterContext } from '../routerContext';
import * as styles from './__root.css';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0b1b33' },
      { title: brand.name },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
  // D6: unmatched paths, unknown services and unknown people share one not-found screen.
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  // A screen behind a sign-in draws its own frame, and its links load whole pages: each is
  // rendered by the server from the session (see signed-in/).
  const signedIn = useMatches({
    select: (matches) => matches.some((match) => match.staticData.signedInArea),
  });
  if (signedIn) return <Outlet />;
  return (
    <LinkProvider linkComponent={appLink}>
      <SiteChrome>
        <Outlet />
      </SiteChrome>
    </LinkProvider>
  );
}

// The root route renders the whole document, so prerendered HTML and hydration share one tree.
function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={ngsTheme}>
      <head>
        <HeadContent />
      </head>
      <body className={styles.page}>
        {children}
        <AppScript />
        <Scripts />
      </body>
    </html>
  );
}

function NotFoundPage() {
  return (
    <NotFound
      title={notFound.title}
      status={notFound.status}
      homeLink={notFound.homeLink}
      extra={
        <>
          <p>{notFound.text}</p>
          <Button variant="secondary" {...opensDialog(siteSearchId)}>
            {searchTexts.inputLabel}
          </Button>
        </>
      }
    />
  );
}
