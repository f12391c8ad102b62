import { createFileRoute } from '@tanstack/react-router';
import { servicesScreen } from '@ngs/content';
import { AccentTitle } from '@ngs/ui';

export const Route = createFileRoute('/whatweprovide')({
  component: ServicesPage,
});

function ServicesPage() {
  return (
    <main id="main">
      <AccentTitle as="h1">{servicesScreen.hero.title}</AccentTitle>
    </main>
  );
}
