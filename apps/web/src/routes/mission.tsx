import { createFileRoute } from '@tanstack/react-router';
import { mission, pageMeta } from '@ngs/content';
import { seo } from '../lib/seo';
import { CompanyPage } from '../pages/CompanyPage';

export const Route = createFileRoute('/mission')({
  head: () => seo({ ...pageMeta.mission, path: '/mission' }),
  component: () => <CompanyPage page={mission} />,
});
