import { createFileRoute } from '@tanstack/react-router';
import { staffArea } from '@ngs/content';
import { areaHead } from '../../signed-in/areaHead';
import { signedInView } from '../../signed-in/signedInView';
import { SetPasswordPage } from '../../signed-in/staff/SetPasswordPage';

export const Route = createFileRoute('/staff/set-password')({
  staticData: { signedInArea: 'staff' },
  head: areaHead(`${staffArea.setPassword.title} | ${staffArea.meta.title}`),
  loader: ({ context, location }) => signedInView(context, location, 'staff-set-password'),
  component: SetPasswordScreen,
});

function SetPasswordScreen() {
  return <SetPasswordPage view={Route.useLoaderData()} />;
}
