import { careers } from '@ngs/content';
import { AccentTitle, Button, Card, CardGrid, Container } from '@ngs/ui';
import { ContentLink } from '../lib/ContentLink';
import { ContentSections } from '../sections/ContentSections';
import { GallerySection } from '../sections/GallerySection';
import { PageHero } from '../sections/PageHero';
import * as page from '../sections/page.css';
import * as styles from './CareersPage.css';

/** Careers, also served at /why{brand}. */
export function CareersPage() {
  const { hero, culture, fakeOfferWarning, apply, equalOpportunity, promises, life } = careers;
  return (
    <>
      <PageHero
        hero={hero}
        actions={apply.links.map((link) => (
          <Button
            key={link.href}
            asChild
            size="lg"
            variant={link.href.endsWith('job') ? 'primary' : 'secondary'}
          >
            <ContentLink href={link.href}>{link.label}</ContentLink>
          </Button>
        ))}
      />
      <ContentSections sections={[culture]} />

      <Container as="section">
        <div className={styles.warning} role="note" aria-labelledby="careers-warning">
          <h2 id="careers-warning" className={styles.warningTitle}>
            {fakeOfferWarning.title}
          </h2>
          {fakeOfferWarning.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Container>

      <section className={page.inverseBand} aria-labelledby="careers-apply">
        <Container>
          <div className={page.band}>
            <AccentTitle id="careers-apply" onInverse>
              {apply.title}
            </AccentTitle>
            <p className={styles.applyText}>{apply.text}</p>
            <div className={styles.applyLinks}>
              {apply.links.map((link) => (
                <Button key={link.href} asChild variant="inverse" size="lg">
                  <ContentLink href={link.href}>{link.label}</ContentLink>
                </Button>
              ))}
            </div>
          </div>
        </Container>
      </section>

      <div id={equalOpportunity.anchor} className={styles.anchor}>
        <ContentSections sections={[equalOpportunity]} />
      </div>

      <section aria-labelledby="careers-promises" className={styles.tinted}>
        <Container>
          <div className={page.band}>
            <AccentTitle id="careers-promises">{promises.title}</AccentTitle>
            <CardGrid
              aria-labelledby="careers-promises"
              columns={{ desktop: 4, tablet: 2, mobile: 1 }}
            >
              {promises.items.map((item) => (
                <Card key={item.title} title={item.title} text={item.text} titleAs="h3" />
              ))}
            </CardGrid>
          </div>
        </Container>
      </section>

      <GallerySection id="careers-life" title={life.title} text={life.text} images={life.images} />
    </>
  );
}
