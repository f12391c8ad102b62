import { createFileRoute, notFound } from '@tanstack/react-router';
import { findPerson, personPath } from '@ngs/content';
import { AccentTitle, Container, Image } from '@ngs/ui';
import { seo } from '../../lib/seo';
import * as styles from './$name.css';

export const Route = createFileRoute('/person/$name')({
  // D6: an unknown name shows the not-found screen instead of the spec's empty page.
  loader: ({ params }) => {
    const person = findPerson(params.name);
    if (!person) throw notFound();
    return person;
  },
  head: ({ loaderData }) =>
    loaderData
      ? seo({
          title: loaderData.name,
          description:
            `${loaderData.name}, ${loaderData.subtitle.toLowerCase()}: ${loaderData.para[0] ?? ''}`.slice(
              0,
              160,
            ),
          path: personPath(loaderData),
        })
      : {},
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
