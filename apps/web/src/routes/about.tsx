import { createFileRoute, redirect } from '@tanstack/react-router';
import { aliasRedirects } from '@ngs/content';

// D7: the search's "About Us" result leads to the who-are-we screen (the server answers 301).
export const Route = createFileRoute('/about')({
  beforeLoad: () => {
    throw redirect({ to: aliasRedirects['/about'], statusCode: 301 });
  },
});
