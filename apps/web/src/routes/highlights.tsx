import { createFileRoute } from '@tanstack/react-router';
import { pageMeta } from '@ngs/content';
import { seo } from '../lib/seo';
import { ServicesPage } from '../pages/ServicesPage';

export const Route = createFileRoute('/highlights')({
  head: () =>
    seo({ title: 'Highlights', description: pageMeta.services.description, path: '/highlights' }),
  component: ServicesPage,
});
