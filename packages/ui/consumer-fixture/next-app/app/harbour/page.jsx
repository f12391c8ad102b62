// The harbour theme on a part of the page, from a Server Component.
import { Button, Heading, Section, harbourTheme } from '@ngs/ui';

export default function Harbour() {
  return (
    <main id="main" className={harbourTheme}>
      <Heading level={1}>Harbour</Heading>
      <Section title="Moorings">
        <Button>Book a berth</Button>
      </Section>
    </main>
  );
}
