import { createFileRoute } from '@tanstack/react-router';
import { contactPage, pageMeta } from '@ngs/content';
import { seo } from '../lib/seo';
import { ConfirmationPage } from '../pages/ConfirmationPage';

// D27: a message sent without script is answered with a redirect here once it is stored.
export const Route = createFileRoute('/contact_/sent')({
  staticData: { unlisted: true },
  head: ({ match }) =>
    seo({ ...pageMeta.contactSent, path: '/contact/sent', noindex: match.staticData.unlisted }),
  component: () => <ConfirmationPage confirmation={contactPage.sent} />,
});
