import { createFileRoute } from '@tanstack/react-router';
import { applicationForm, pageMeta } from '@ngs/content';
import { seo } from '../lib/seo';
import { ConfirmationPage } from '../pages/ConfirmationPage';

// D27: an application sent without script is answered with a redirect here once it is stored.
export const Route = createFileRoute('/apply_/sent')({
  staticData: { unlisted: true },
  head: ({ match }) =>
    seo({ ...pageMeta.applicationSent, path: '/apply/sent', noindex: match.staticData.unlisted }),
  component: () => <ConfirmationPage confirmation={applicationForm.sent} />,
});
