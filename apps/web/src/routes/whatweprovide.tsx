import { createFileRoute } from '@tanstack/react-router';
import { pageMeta } from '@ngs/content';
import { seo } from '../lib/seo';
import { ServicesPage } from '../pages/ServicesPage';

export const Route = createFileRoute('/whatweprovide')({
  head: () => seo({ ...pageMeta.services, path: '/whatweprovide' }),
  component: ServicesPage,
});
