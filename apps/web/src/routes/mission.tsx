import { createFileRoute } from '@tanstack/react-router';
import { mission } from '@ngs/content';
import { seo } from '../lib/seo';
import { CompanyPageView } from './-components/CompanyPageView';

export const Route = createFileRoute('/mission')({
  head: () => seo({ title: 'Our Mission', description: mission.description, path: '/mission' }),
  component: () => <CompanyPageView page={mission} />,
});
