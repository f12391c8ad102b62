import { createFileRoute } from '@tanstack/react-router';
import { pageMeta, terms } from '@ngs/content';
import { seo } from '../lib/seo';
import { LegalPage } from '../pages/LegalPage';

export const Route = createFileRoute('/termsandconditions')({
  head: () => seo({ ...pageMeta.terms, path: '/termsandconditions' }),
  component: () => <LegalPage page={terms} />,
});
