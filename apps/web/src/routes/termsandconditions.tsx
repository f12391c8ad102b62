import { createFileRoute } from '@tanstack/react-router';
import { pageMeta, terms } from '@ngs/content';
import { seo } from '../lib/seo';
import { LegalPageView } from './-components/LegalPageView';

export const Route = createFileRoute('/termsandconditions')({
  head: () => seo({ ...pageMeta.terms, path: '/termsandconditions' }),
  component: () => <LegalPageView page={terms} />,
});
