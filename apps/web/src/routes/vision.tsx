import { createFileRoute } from '@tanstack/react-router';
import { pageMeta, vision } from '@ngs/content';
import { seo } from '../lib/seo';
import { CompanyPage } from '../pages/CompanyPage';

export const Route = createFileRoute('/vision')({
  head: () => seo({ ...pageMeta.vision, path: '/vision' }),
  component: () => <CompanyPage page={vision} />,
});
