import { createFileRoute } from '@tanstack/react-router';
import { servicesScreen } from '@ngs/content';
import { seo } from '../lib/seo';
import { ServicesScreen } from './-components/ServicesScreen';

export const Route = createFileRoute('/whatweprovide')({
  head: () =>
    seo({
      title: 'What We Provide',
      description: servicesScreen.description,
      path: '/whatweprovide',
    }),
  component: ServicesScreen,
});
