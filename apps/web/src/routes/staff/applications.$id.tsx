import { createFileRoute } from '@tanstack/react-router';
import { staffArea } from '@ngs/content';
import { areaHead } from '../../signed-in/areaHead';
import { signedInView } from '../../signed-in/signedInView';
import { ApplicationPage } from '../../signed-in/staff/ApplicationPage';

export const Route = createFileRoute('/staff/applications/$id')({
  staticData: { signedInArea: 'staff' },
  head: areaHead(staffArea.meta.title),
  loader: ({ context, location }) => signedInView(context, location, 'staff-application'),
  component: ApplicationScreen,
});

function ApplicationScreen() {
  return <ApplicationPage view={Route.useLoaderData()} />;
}
