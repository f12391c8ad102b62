import { createFileRoute } from '@tanstack/react-router';
import { terms } from '@ngs/content';
import { seo } from '../lib/seo';
import { LegalPageView } from './-components/LegalPageView';

export const Route = createFileRoute('/termsandconditions')({
  head: () =>
    seo({ title: terms.title, description: terms.description, path: '/termsandconditions' }),
  component: () => <LegalPageView page={terms} />,
});
