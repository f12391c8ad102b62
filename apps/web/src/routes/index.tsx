import { createFileRoute } from '@tanstack/react-router';
import { brand, home, pageMeta } from '@ngs/content';
import {
  ButtonLink,
  Card,
  CardGrid,
  Container,
  Heading,
  listReset,
  Section,
  VideoHero,
} from '@ngs/ui';
import { ContentLink } from '../lib/ContentLink';
import { ContentSections } from '../sections/ContentSections';
import { organisationJsonLd, seo } from '../lib/seo';
import { TestimonialsSection } from '../sections/TestimonialsSection';
import * as page from '../sections/page.css';
import * as styles from './index.css';

export const Route = createFileRoute('/')({
  head: () => ({
    ...seo({ ...pageMeta.home, path: '/' }),
    scripts: [{ type: 'application/ld+json', children: organisationJsonLd() }],
  }),
  component: HomePage,
});

function HomePage() {
  const { hero, about, whoAreWe, whatWeOffer, companyLinks } = home;
  return (
    <>
      <VideoHero
        title={hero.title}
        text={hero.text}
        eyebrow={brand.tagline}
        poster={hero.video.poster.src}
        sources={[
          { src: hero.video.webm, type: 'video/webm' },
          { src: hero.video.mp4, type: 'video/mp4' },
        ]}
        actions={
          <ButtonLink href={hero.cta.href} size="lg">
            {hero.cta.label}
          </ButtonLink>
        }
      />

      <div id={about.anchor} className={styles.anchor}>
        <ContentSections sections={[about]} />
      </div>

      <Section id={whoAreWe.anchor} title={whoAreWe.title} lead={whoAreWe.text} tone="tinted">
        <CardGrid>
          {whoAreWe.values.map((value) => (
            <Card
              key={value.key}
              title={value.title}
              text={value.text}
              titleAs="h3"
              variant="highlight"
            />
          ))}
        </CardGrid>
        <div>
          <ButtonLink href={whoAreWe.link.href} variant="secondary">
            {whoAreWe.link.label}
          </ButtonLink>
        </div>
      </Section>

      <Section id={whatWeOffer.anchor} title={whatWeOffer.title} lead={whatWeOffer.text}>
        <ul className={`${listReset} ${styles.offerRows}`}>
          {whatWeOffer.rows.map((row, index) => (
            <li key={row.title} className={styles.offerRow}>
              <span className={styles.offerNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div>
                <Heading level={3} size="lg">
                  {row.title}
                </Heading>
                <p className={styles.offerText}>{row.text}</p>
              </div>
              <ContentLink className={styles.offerLink} href={row.link.href}>
                {row.link.label}
              </ContentLink>
            </li>
          ))}
        </ul>
      </Section>

      <TestimonialsSection />

      <nav aria-labelledby="home-company-links" className={styles.tinted}>
        <Container>
          <div className={page.band}>
            <Heading level={2} size="xl" id="home-company-links">
              {companyLinks.title}
            </Heading>
            <ul className={`${listReset} ${styles.companyLinks}`}>
              {companyLinks.links.map((link) => (
                <li key={link.href}>
                  <ButtonLink href={link.href} variant="secondary">
                    {link.label}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </nav>
    </>
  );
}
