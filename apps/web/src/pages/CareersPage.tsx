import { candidateArea, careers } from '@ngs/content';
import { Button, Card, CardGrid, Container, Heading, Section } from '@ngs/ui';
import type { ReactNode } from 'react';
import { ContentLink } from '../lib/ContentLink';
import { ContentSections } from '../sections/ContentSections';
import { GallerySection } from '../sections/GallerySection';
import { PageHero } from '../sections/PageHero';
import * as styles from './CareersPage.css';

/** The two general applications, a job and an internship. */
export function GeneralApplications() {
  return careers.apply.links.map((link) => (
    <Button key={link.href} asChild variant="secondary">
      <ContentLink href={link.href}>{link.label}</ContentLink>
    </Button>
  ));
}

/**
 * Careers, also served at /why{brand}. On `/career` the open roles are listed (`openings`, the
 * server's list, which only that route loads); the other address links to them.
 */
export function CareersPage({ openings }: { openings?: ReactNode }) {
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
      {openings ?? (
        <Section title={careers.openRoles.title} lead={careers.openRoles.text}>
          <a href="/career#openings">{careers.openRoles.seeAll}</a>
        </Section>
      )}
      <ContentSections sections={[culture]} />

      <Container as="section">
        <div className={styles.warning} role="note" aria-labelledby="careers-warning">
          <Heading level={2} size="lg" id="careers-warning" className={styles.warningTitle}>
            {fakeOfferWarning.title}
          </Heading>
          {fakeOfferWarning.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Container>

      <Section title={apply.title} lead={apply.text} tone="inverse">
        <div className={styles.applyLinks}>
          {apply.links.map((link) => (
            <Button key={link.href} asChild variant="inverse" size="lg">
              <ContentLink href={link.href}>{link.label}</ContentLink>
            </Button>
          ))}
        </div>
        <p className={styles.candidateLink}>
          {/* A whole-page load: the server renders the candidate's page from their session. */}
          <a href={candidateArea.careersLink.href}>{candidateArea.careersLink.text}</a>
        </p>
      </Section>

      <div id={equalOpportunity.anchor} className={styles.anchor}>
        <ContentSections sections={[equalOpportunity]} />
      </div>

      <Section title={promises.title} tone="tinted">
        <CardGrid columns={{ desktop: 4, tablet: 2, mobile: 1 }}>
          {promises.items.map((item) => (
            <Card key={item.title} title={item.title} text={item.text} titleAs="h3" />
          ))}
        </CardGrid>
      </Section>

      <GallerySection id="careers-life" title={life.title} text={life.text} images={life.images} />
    </>
  );
}
