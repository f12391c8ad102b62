import { createFileRoute } from '@tanstack/react-router';
import { pageMeta } from '@ngs/content';
import { seo } from '../lib/seo';
import { CareersPage } from '../pages/CareersPage';

export const Route = createFileRoute('/career')({
  staticData: { withoutFooter: true },
  head: () => seo({ ...pageMeta.careers, path: '/career' }),
  component: CareersPage,
});
