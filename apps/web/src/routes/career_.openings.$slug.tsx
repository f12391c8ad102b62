import { createFileRoute } from '@tanstack/react-router';
import { careersView, type CareersPageView } from '../careers/careersView';
import { OpeningPage } from '../careers/OpeningPage';
import { foundPageSeo } from '../lib/seo';

/** An opening's page, made by the server from its database (issue 34); never prerendered. */
export const Route = createFileRoute('/career_/openings/$slug')({
  staticData: { withoutFooter: true },
  loader: ({ context, location }) => careersView(context, location, 'opening'),
  head: foundPageSeo(({ opening }: CareersPageView<'opening'>) => ({
    title: opening.title,
    description: opening.summary,
    path: `/career/openings/${opening.slug}`,
    // A closed role keeps its address for links already shared, but leaves search results.
    noindex: !opening.open,
  })),
  component: function Opening() {
    return <OpeningPage opening={Route.useLoaderData().opening} />;
  },
});
