import { createFileRoute } from '@tanstack/react-router';
import { findPerson, personPath, type PersonProfile } from '@ngs/content';
import { AccentTitle, Container, Image } from '@ngs/ui';
import { orNotFound } from '../../lib/orNotFound';
import { foundPageSeo } from '../../lib/seo';
import * as styles from './$name.css';

export const Route = createFileRoute('/person/$name')({
  loader: ({ params }) => orNotFound(findPerson(params.name)),
  head: foundPageSeo((person: PersonProfile) => ({
    title: person.name,
    description: `${person.name}, ${person.subtitle.toLowerCase()}: ${person.para[0] ?? ''}`.slice(
      0,
      160,
    ),
    path: personPath(person),
  })),
  component: PersonProfilePage,
});

function PersonProfilePage() {
  const person = Route.useLoaderData();
  return (
    <Container as="article">
      <div className={styles.profile}>
        <Image {...person.img} className={styles.portrait} loading="eager" />
        <div className={styles.text}>
          <AccentTitle as="h1">{person.name}</AccentTitle>
          <p className={styles.subtitle}>{person.subtitle}</p>
          {person.para.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </Container>
  );
}
