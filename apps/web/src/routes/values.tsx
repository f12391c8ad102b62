import { createFileRoute } from '@tanstack/react-router';
import { pageMeta, values } from '@ngs/content';
import { AccentTitle, Card, CardGrid, Container } from '@ngs/ui';
import { ContentSections } from '../sections/ContentSections';
import { PageHero } from '../sections/PageHero';
import { seo } from '../lib/seo';
import * as styles from '../sections/page.css';

export const Route = createFileRoute('/values')({
  head: () => seo({ ...pageMeta.values, path: '/values' }),
  component: ValuesPage,
});

function ValuesPage() {
  return (
    <>
      <PageHero hero={values.hero} />
      <Container as="section">
        <div className={styles.band}>
          <AccentTitle id="values-list-title">{values.listTitle}</AccentTitle>
          <p className={styles.lead}>{values.intro}</p>
          <CardGrid aria-labelledby="values-list-title">
            {values.values.map((value) => (
              <Card key={value.title} title={value.title} text={value.text} titleAs="h3" />
            ))}
          </CardGrid>
        </div>
      </Container>
      <ContentSections sections={values.sections} />
    </>
  );
}
