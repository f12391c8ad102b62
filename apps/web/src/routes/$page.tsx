import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageMeta, whyLabel, whyPath } from '@ngs/content';
import { seo } from '../lib/seo';
import { CareersPage } from '../pages/CareersPage';

/**
 * `/why{brand}` (D1): the path comes from the brand, so it cannot be a file name. Every other
 * single-segment path that no route claims falls through to the not-found screen.
 */
export const Route = createFileRoute('/$page')({
  staticData: { withoutFooter: true },
  beforeLoad: ({ params }) => {
    if (`/${params.page.toLowerCase()}` !== whyPath) throw notFound();
  },
  head: () => seo({ title: whyLabel, description: pageMeta.careers.description, path: whyPath }),
  component: CareersPage,
});
