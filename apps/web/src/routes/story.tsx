import { createFileRoute } from '@tanstack/react-router';
import { pageMeta, story } from '@ngs/content';
import { seo } from '../lib/seo';
import { CompanyPage } from '../pages/CompanyPage';

export const Route = createFileRoute('/story')({
  head: () => seo({ ...pageMeta.story, path: '/story' }),
  component: () => <CompanyPage page={story} />,
});
