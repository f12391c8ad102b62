import { createFileRoute, redirect } from '@tanstack/react-router';
import { aliasRedirects } from '@ngs/content';

// D7: the search's "Services" result leads to the services screen (the server answers 301).
export const Route = createFileRoute('/services')({
  beforeLoad: () => {
    throw redirect({ to: aliasRedirects['/services'], statusCode: 301 });
  },
});
