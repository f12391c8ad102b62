import { createFileRoute } from '@tanstack/react-router';
import { pageMeta } from '@ngs/content';
import { seo } from '../lib/seo';
import { CareersScreen } from './-components/CareersScreen';

export const Route = createFileRoute('/career')({
  staticData: { withoutFooter: true },
  head: () => seo({ ...pageMeta.careers, path: '/career' }),
  component: CareersScreen,
});
