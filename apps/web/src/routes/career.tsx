import { createFileRoute } from '@tanstack/react-router';
import { careers } from '@ngs/content';
import { seo } from '../lib/seo';
import { CareersScreen } from './-components/CareersScreen';

export const Route = createFileRoute('/career')({
  head: () => seo({ title: 'Careers', description: careers.description, path: '/career' }),
  component: CareersScreen,
});
