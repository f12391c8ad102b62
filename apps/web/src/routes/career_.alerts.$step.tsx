import { createFileRoute } from '@tanstack/react-router';
import { jobAlertPageTitles, jobAlertsMeta } from '@ngs/content';
import { careersView, type CareersPageView } from '../careers/careersView';
import { JobAlertsPage } from '../careers/JobAlertsPage';
import { foundPageSeo } from '../lib/seo';

/**
 * The job alerts' pages (D41): the form, "check your inbox", and what the links in the e-mail
 * open. Those that show nothing of a request are built; the links' pages (which carry their
 * token) and a refused form are made by the server. None is indexed.
 */
export const Route = createFileRoute('/career_/alerts/$step')({
  staticData: { unlisted: true },
  loader: ({ context, location }) => careersView(context, location, 'alerts'),
  head: foundPageSeo((view: CareersPageView<'alerts'>) => ({
    title: jobAlertPageTitles[view.step],
    description: jobAlertsMeta.description,
    path: `/career/alerts/${view.step}`,
    noindex: true,
  })),
  component: function JobAlerts() {
    return <JobAlertsPage view={Route.useLoaderData()} />;
  },
});
