import { createFileRoute } from '@tanstack/react-router';
import { vision } from '@ngs/content';
import { seo } from '../lib/seo';
import { CompanyPageView } from './-components/CompanyPageView';

export const Route = createFileRoute('/vision')({
  head: () => seo({ title: 'Our Vision', description: vision.description, path: '/vision' }),
  component: () => <CompanyPageView page={vision} />,
});
