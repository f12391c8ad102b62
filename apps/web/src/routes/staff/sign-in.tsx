import { createFileRoute } from '@tanstack/react-router';
import { staffArea } from '@ngs/content';
import { AreaFrame } from '../../signed-in/AreaFrame';
import { areaHead } from '../../signed-in/areaHead';
import { SignInForm } from '../../signed-in/SignInForm';
import { signedInView } from '../../signed-in/signedInView';
import { staffPaths } from '../../signed-in/staff/staffAccount';

export const Route = createFileRoute('/staff/sign-in')({
  staticData: { signedInArea: 'staff' },
  head: areaHead(`${staffArea.signIn.title} | ${staffArea.meta.title}`),
  loader: ({ context, location }) => signedInView(context, location, 'staff-sign-in'),
  component: StaffSignIn,
});

function StaffSignIn() {
  const view = Route.useLoaderData();
  return (
    <AreaFrame areaName={staffArea.areaName} homeHref={staffPaths.inbox}>
      <SignInForm texts={staffArea.signIn} action={staffPaths.signIn} state={view.form} />
    </AreaFrame>
  );
}
