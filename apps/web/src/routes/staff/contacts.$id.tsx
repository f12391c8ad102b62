import { createFileRoute } from '@tanstack/react-router';
import { staffArea } from '@ngs/content';
import { areaHead } from '../../signed-in/areaHead';
import { signedInView } from '../../signed-in/signedInView';
import { ContactPage } from '../../signed-in/staff/ContactPage';

export const Route = createFileRoute('/staff/contacts/$id')({
  staticData: { signedInArea: 'staff' },
  head: areaHead(staffArea.meta.title),
  loader: ({ context, location }) => signedInView(context, location, 'staff-contact'),
  component: ContactScreen,
});

function ContactScreen() {
  return <ContactPage view={Route.useLoaderData()} />;
}
