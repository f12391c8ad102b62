import { createFileRoute } from '@tanstack/react-router';
import { pageMeta, vision } from '@ngs/content';
import { seo } from '../lib/seo';
import { CompanyPageView } from './-components/CompanyPageView';

export const Route = createFileRoute('/vision')({
  head: () => seo({ ...pageMeta.vision, path: '/vision' }),
  component: () => <CompanyPageView page={vision} />,
});
