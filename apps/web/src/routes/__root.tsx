import { createRootRoute, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { brand, notFound, searchTexts } from '@ngs/content';
import { Button, NotFound, ngsTheme } from '@ngs/ui';
import { useEffect, type ReactNode } from 'react';
import '@fontsource-variable/inter';
import '@fontsource-variable/space-grotesk';
import { renderContentLink } from '../components/ContentLink';
import { useOpenSearch } from '../layout/SearchContext';
import { SiteChrome } from '../layout/SiteChrome';
import * as styles from './-components/root.css';

export const Route = createRootRoute({
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
  component: () => (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  ),
  // D6: unmatched paths, unknown services and unknown people share one not-found screen.
  notFoundComponent: NotFoundScreen,
});

// The root route renders the whole document, so prerendered HTML and hydration share one tree.
function RootDocument({ children }: { children: ReactNode }) {
  // The prerendered page's loader (scripts/hydrate-on-intent.mjs) replays presses made meanwhile;
  // it has also let the web fonts in after the first paint, which `pnpm dev` leaves to this.
  useEffect(() => {
    document.documentElement.setAttribute(styles.webFontsAttribute, '');
    window.dispatchEvent(new Event('ngs:hydrated'));
  }, []);
  return (
    <html lang="en-IN" className={ngsTheme}>
      <head>
        <HeadContent />
      </head>
      <body className={styles.page}>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function NotFoundScreen() {
  const openSearch = useOpenSearch();
  return (
    <NotFound
      title={notFound.title}
      status={notFound.status}
      homeLink={notFound.homeLink}
      renderLink={renderContentLink}
      extra={
        <>
          <p>{notFound.text}</p>
          <Button variant="secondary" onClick={openSearch}>
            {searchTexts.inputLabel}
          </Button>
        </>
      }
    />
  );
}
