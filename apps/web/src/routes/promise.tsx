import { createFileRoute } from '@tanstack/react-router';
import { pageMeta, promise } from '@ngs/content';
import { AccentTitle, Container, Grid } from '@ngs/ui';
import { PageHero } from '../sections/PageHero';
import { seo } from '../lib/seo';
import * as styles from '../sections/page.css';

export const Route = createFileRoute('/promise')({
  head: () => seo({ ...pageMeta.promise, path: '/promise' }),
  component: PromisePage,
});

function PromisePage() {
  return (
    <>
      <PageHero hero={promise.hero} />
      <Container as="section">
        <div className={styles.band}>
          <p className={styles.lead}>{promise.intro}</p>
          <Grid columns={{ desktop: 3, tablet: 2, mobile: 1 }} gap="lg">
            {promise.lists.map((list) => (
              <section
                key={list.audience}
                className={styles.panel}
                aria-labelledby={`promise-${list.audience}`}
              >
                <AccentTitle as="h2" id={`promise-${list.audience}`}>
                  {list.title}
                </AccentTitle>
                <ul className={styles.checkList}>
                  {list.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            ))}
          </Grid>
        </div>
      </Container>
    </>
  );
}
