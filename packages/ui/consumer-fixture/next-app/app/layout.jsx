// A Server Component: the theme on <html> and the kit's links drawn by Next's Link.
import { SkipLink, ngsTheme } from '@ngs/ui';
import { AppLinks } from './AppLinks';

export const metadata = { title: 'Packed kit in Next.js' };

export default function RootLayout({ children }) {
  return (
    <html lang="en" className={ngsTheme}>
      <body>
        <AppLinks>
          <SkipLink href="#main">Skip to content</SkipLink>
          {children}
        </AppLinks>
      </body>
    </html>
  );
}
