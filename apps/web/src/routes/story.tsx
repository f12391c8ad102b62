import { createFileRoute } from '@tanstack/react-router';
import { story } from '@ngs/content';
import { seo } from '../lib/seo';
import { CompanyPageView } from './-components/CompanyPageView';

export const Route = createFileRoute('/story')({
  head: () => seo({ title: 'Our Story', description: story.description, path: '/story' }),
  component: () => <CompanyPageView page={story} />,
});
