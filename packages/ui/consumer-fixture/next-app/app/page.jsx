// A Server Component page: the kit's components rendered on the server, the client ones
// (NavMenu, Carousel, Dialog, the form) handed to the browser by their "use client".
import {
  Badge,
  Button,
  Card,
  Carousel,
  Container,
  Dialog,
  Heading,
  NavMenu,
  Section,
  Text,
  opensDialog,
} from '@ngs/ui';
import { SignUpForm } from './SignUpForm';

const navItems = [
  { label: 'Home', href: '/', active: true },
  {
    label: 'Services',
    panel: 'list',
    links: [
      { label: 'Moorings', href: '/harbour' },
      { label: 'Repairs', href: '/harbour' },
    ],
  },
];

const slides = ['Berths', 'Cranes', 'Fuel', 'Chandlery'].map((name) => (
  <Card key={name} title={name} text={`${name} for every boat.`} />
));

export default function Home() {
  return (
    <>
      <header>
        <NavMenu aria-label="Main" items={navItems} />
      </header>
      <main id="main">
        <Container>
          <Heading level={1}>Packed kit in Next.js</Heading>
          <Text>
            Rendered by a Server Component. <Badge tone="positive">Server</Badge>
          </Text>
          <Button {...opensDialog('hello')}>Say hello</Button>
        </Container>
        <Section title="What we offer">
          <Carousel
            label="Services"
            slides={slides}
            slidesPerView={{ desktop: 2, tablet: 2, mobile: 1 }}
          />
        </Section>
        <Section title="Sign up" tone="tinted">
          <SignUpForm />
        </Section>
        <Dialog id="hello" title="Hello" closeLabel="Close">
          <Text>A dialog from a Server Component.</Text>
          <Button>First</Button>
          <Button variant="secondary">Second</Button>
        </Dialog>
      </main>
    </>
  );
}
