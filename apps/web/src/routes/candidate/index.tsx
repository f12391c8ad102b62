import { createFileRoute } from '@tanstack/react-router';
import { candidateArea } from '@ngs/content';
import { areaHead } from '../../signed-in/areaHead';
import { CandidatePage } from '../../signed-in/candidate/CandidatePage';
import { signedInView } from '../../signed-in/signedInView';

export const Route = createFileRoute('/candidate/')({
  staticData: { signedInArea: 'candidate' },
  head: areaHead(candidateArea.meta.title),
  loader: ({ context, location }) => signedInView(context, location, 'candidate'),
  component: CandidateScreen,
});

function CandidateScreen() {
  return <CandidatePage view={Route.useLoaderData()} />;
}
