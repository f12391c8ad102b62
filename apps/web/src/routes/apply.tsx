import { createFileRoute } from '@tanstack/react-router';
import { applicationForm, applicationTypes, pageMeta } from '@ngs/content';
import { AccentTitle, Container } from '@ngs/ui';
import { seo } from '../lib/seo';
import { ApplicationForm } from '../forms/ApplicationForm';
import * as page from '../sections/page.css';

type ApplicationType = (typeof applicationTypes)[number];

export const Route = createFileRoute('/apply')({
  staticData: { withoutFooter: true },
  // D14: the careers page links here with ?type=job or ?type=internship.
  validateSearch: (search: Record<string, unknown>): { type?: ApplicationType } => {
    const type = typeof search['type'] === 'string' ? search['type'].toLowerCase() : undefined;
    return applicationTypes.includes(type as ApplicationType)
      ? { type: type as ApplicationType }
      : {};
  },
  head: () => seo({ ...pageMeta.apply, path: '/apply' }),
  // An application posted without script and refused comes back to this page (D27).
  loader: ({ context }) => ({
    submission: context.submission?.form === 'application' ? context.submission : null,
  }),
  component: ApplyPage,
});

function ApplyPage() {
  const { type } = Route.useSearch();
  const { submission } = Route.useLoaderData();
  return (
    <Container as="section" width="narrow">
      <div className={page.band}>
        <AccentTitle as="h1">{applicationForm.title}</AccentTitle>
        <p className={page.lead}>{applicationForm.intro}</p>
        <ApplicationForm applicationType={type} submission={submission} />
      </div>
    </Container>
  );
}
