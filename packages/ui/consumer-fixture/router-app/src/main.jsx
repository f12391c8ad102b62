// Another company's site: React Router (not the NGS app's router), the harbour theme, and the
// kit's links drawn by the router's Link through LinkProvider.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link as RouterLink, Outlet, RouterProvider } from 'react-router';
import { Card, LinkProvider, NotFound, Section, SiteFooter, harbourTheme } from '@ngs/ui';
import '@ngs/ui/styles.css';

const HarbourLink = ({ href, ref, ...props }) => <RouterLink to={href} ref={ref} {...props} />;

function Layout() {
  return (
    <LinkProvider linkComponent={HarbourLink}>
      <main>
        <Outlet />
      </main>
      <SiteFooter
        columns={[
          {
            title: 'Harbour',
            links: [
              { label: 'Home', href: '/' },
              { label: 'Moorings', href: '/moorings' },
              { label: 'Tide tables', href: 'https://example.org/tides', external: true },
            ],
          },
        ]}
        copyright="© 2026 Harbour Co."
        newTabHint="opens in a new tab"
      />
    </LinkProvider>
  );
}

function Home() {
  return (
    <Section title="Harbour services" tone="tinted">
      <h1>Harbour</h1>
      <Card title="Moorings" text="Berths by the night or the season." href="/moorings" />
    </Section>
  );
}

function Moorings() {
  return (
    <Section title="Moorings">
      <h1>Moorings</h1>
      <p>Berths by the night or the season.</p>
    </Section>
  );
}

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <Home /> },
      { path: '/moorings', element: <Moorings /> },
      {
        path: '*',
        element: (
          <NotFound
            title="Page not found"
            status="404"
            homeLink={{ href: '/', label: 'Back to the harbour' }}
          />
        ),
      },
    ],
  },
]);

document.documentElement.classList.add(harbourTheme);
createRoot(document.getElementById('root')).render(<RouterProvider router={router} />);
