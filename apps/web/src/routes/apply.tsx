import { createFileRoute, redirect, type ParsedLocation } from '@tanstack/react-router';
import { applicationForm, applicationTypes, pageMeta, type ApplicationType } from '@ngs/content';
import type { ApplyingFor, FormSubmission } from '@ngs/forms';
import { AccentTitle, Container } from '@ngs/ui';
import { seo } from '../lib/seo';
import { ApplicationForm } from '../forms/ApplicationForm';
import type { RouterContext } from '../routerContext';
import * as page from '../sections/page.css';

const isApplicationType = (value: unknown): value is ApplicationType =>
  applicationTypes.includes(value as ApplicationType);

/**
 * The opening the form is for (issue 34): read by the server for `?opening=`, or known from
 * what the refused form sent. In the browser, `?opening=` reached without it (back from another
 * page) is asked of the server whole.
 */
function applyingForOf(
  context: RouterContext,
  submission: FormSubmission | null,
  location: ParsedLocation,
): ApplyingFor | undefined {
  if (context.careers?.page === 'apply') return context.careers.opening;
  const { openingId, jobTitle, applicationType } = submission?.values ?? {};
  if (openingId && jobTitle && isApplicationType(applicationType)) {
    const open = submission?.errors['openingId'] === undefined;
    return { id: openingId, title: jobTitle, type: applicationType, open };
  }
  if (typeof document !== 'undefined' && 'opening' in location.search) {
    throw redirect({ href: location.href, reloadDocument: true });
  }
  return undefined;
}

export const Route = createFileRoute('/apply')({
  staticData: { withoutFooter: true },
  // D14: the careers page links here with ?type=job or ?type=internship; an opening's page with
  // ?opening={slug}.
  validateSearch: (
    search: Record<string, unknown>,
  ): { type?: ApplicationType; opening?: string } => {
    const type = typeof search['type'] === 'string' ? search['type'].toLowerCase() : undefined;
    const opening = typeof search['opening'] === 'string' ? search['opening'] : undefined;
    return {
      ...(isApplicationType(type) ? { type } : {}),
      ...(opening ? { opening } : {}),
    };
  },
  head: () => seo({ ...pageMeta.apply, path: '/apply' }),
  // An application posted without script and refused comes back to this page (D27).
  loader: ({ context, location }) => {
    const submission = context.submission?.form === 'application' ? context.submission : null;
    return { submission, applyingFor: applyingForOf(context, submission, location) };
  },
  component: ApplyPage,
});

function ApplyPage() {
  const { type } = Route.useSearch();
  const { submission, applyingFor } = Route.useLoaderData();
  return (
    <Container as="section" width="narrow">
      <div className={page.band}>
        <AccentTitle as="h1">{applicationForm.title}</AccentTitle>
        <p className={page.lead}>{applicationForm.intro}</p>
        <ApplicationForm applicationType={type} submission={submission} applyingFor={applyingFor} />
      </div>
    </Container>
  );
}
