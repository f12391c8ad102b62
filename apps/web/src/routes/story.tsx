import { createFileRoute } from '@tanstack/react-router';
import { pageMeta, story } from '@ngs/content';
import { seo } from '../lib/seo';
import { CompanyPageView } from './-components/CompanyPageView';

export const Route = createFileRoute('/story')({
  head: () => seo({ ...pageMeta.story, path: '/story' }),
  component: () => <CompanyPageView page={story} />,
});
