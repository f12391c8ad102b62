import { createFileRoute } from '@tanstack/react-router';
import { staffArea } from '@ngs/content';
import { areaHead } from '../../signed-in/areaHead';
import { signedInView } from '../../signed-in/signedInView';
import { InboxPage } from '../../signed-in/staff/InboxPage';

export const Route = createFileRoute('/staff/')({
  staticData: { signedInArea: 'staff' },
  head: areaHead(staffArea.meta.title),
  loader: ({ context, location }) => signedInView(context, location, 'staff-inbox'),
  component: InboxScreen,
});

function InboxScreen() {
  return <InboxPage view={Route.useLoaderData()} />;
}
