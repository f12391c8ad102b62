import { createFileRoute } from '@tanstack/react-router';
import { mission, pageMeta } from '@ngs/content';
import { seo } from '../lib/seo';
import { CompanyPageView } from './-components/CompanyPageView';

export const Route = createFileRoute('/mission')({
  head: () => seo({ ...pageMeta.mission, path: '/mission' }),
  component: () => <CompanyPageView page={mission} />,
});
