import { createFileRoute } from '@tanstack/react-router';
import { pageMeta } from '@ngs/content';
import { careersView } from '../careers/careersView';
import { seo } from '../lib/seo';
import { OpeningsSection } from '../careers/OpeningsSection';
import { CareersPage, GeneralApplications } from '../pages/CareersPage';

export const Route = createFileRoute('/career')({
  staticData: { withoutFooter: true },
  loader: ({ context, location }) => careersView(context, location, 'openings'),
  head: () => seo({ ...pageMeta.careers, path: '/career' }),
  component: function Careers() {
    const openings = (
      <OpeningsSection view={Route.useLoaderData()} generalApplications={<GeneralApplications />} />
    );
    return <CareersPage openings={openings} />;
  },
});
