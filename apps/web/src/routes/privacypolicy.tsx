import { createFileRoute } from '@tanstack/react-router';
import { pageMeta, privacy } from '@ngs/content';
import { seo } from '../lib/seo';
import { LegalPage } from '../pages/LegalPage';

export const Route = createFileRoute('/privacypolicy')({
  head: () => seo({ ...pageMeta.privacy, path: '/privacypolicy' }),
  component: () => <LegalPage page={privacy} />,
});
