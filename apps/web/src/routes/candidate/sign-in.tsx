import { createFileRoute } from '@tanstack/react-router';
import { candidateArea } from '@ngs/content';
import { AreaFrame } from '../../signed-in/AreaFrame';
import { areaHead } from '../../signed-in/areaHead';
import { candidatePaths } from '../../signed-in/candidate/candidatePaths';
import { SignInForm } from '../../signed-in/SignInForm';
import { signedInView } from '../../signed-in/signedInView';

export const Route = createFileRoute('/candidate/sign-in')({
  staticData: { signedInArea: 'candidate' },
  head: areaHead(candidateArea.meta.title),
  loader: ({ context, location }) => signedInView(context, location, 'candidate-sign-in'),
  component: CandidateSignIn,
});

function CandidateSignIn() {
  const view = Route.useLoaderData();
  return (
    <AreaFrame areaName={candidateArea.list.title} homeHref={candidatePaths.home}>
      <SignInForm texts={candidateArea.signIn} action={candidatePaths.signIn} state={view.form} />
    </AreaFrame>
  );
}
