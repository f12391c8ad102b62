import { createFileRoute } from '@tanstack/react-router';
import { areaHead } from '../../signed-in/areaHead';
import { SignedInScreen } from '../../signed-in/SignedInScreen';
import { signedInView } from '../../signed-in/signedInView';

// The server chose the screen and read its view (see signed-in/); this route only draws it.
export const Route = createFileRoute('/staff/$')({
  staticData: { signedInArea: 'staff' },
  head: areaHead,
  loader: ({ context, location }) => signedInView(context, location, 'staff'),
  component: Screen,
});

function Screen() {
  return <SignedInScreen view={Route.useLoaderData()} />;
}
