import { createFileRoute } from '@tanstack/react-router';
import { privacy } from '@ngs/content';
import { seo } from '../lib/seo';
import { LegalPageView } from './-components/LegalPageView';

export const Route = createFileRoute('/privacypolicy')({
  head: () =>
    seo({ title: privacy.title, description: privacy.description, path: '/privacypolicy' }),
  component: () => <LegalPageView page={privacy} />,
});
