import { createFileRoute } from '@tanstack/react-router';
import { pageMeta, privacy } from '@ngs/content';
import { seo } from '../lib/seo';
import { LegalPageView } from './-components/LegalPageView';

export const Route = createFileRoute('/privacypolicy')({
  head: () => seo({ ...pageMeta.privacy, path: '/privacypolicy' }),
  component: () => <LegalPageView page={privacy} />,
});
