import { createFileRoute } from '@tanstack/react-router';
import { leaders, pageMeta, whoAreWe, type Leader } from '@ngs/content';
import {
  AccentTitle,
  ButtonLink,
  Container,
  Grid,
  Heading,
  Image,
  listReset,
  Section,
} from '@ngs/ui';
import { ContentSections } from '../sections/ContentSections';
import { GallerySection } from '../sections/GallerySection';
import { PageHero } from '../sections/PageHero';
import { seo } from '../lib/seo';
import * as page from '../sections/page.css';
import * as styles from './whoarewe.css';

export const Route = createFileRoute('/whoarewe')({
  head: () => seo({ ...pageMeta.whoAreWe, path: '/whoarewe' }),
  component: WhoAreWePage,
});

function LinkedPanel({
  title,
  text,
  link,
}: {
  title: string;
  text: string;
  link: { label: string; href: `/${string}` };
}) {
  return (
    <div className={page.panel}>
      <Heading level={3} size="lg">
        {title}
      </Heading>
      <p className={styles.panelText}>{text}</p>
      <div>
        <ButtonLink href={link.href} variant="secondary" size="sm">
          {link.label}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * A leader: the portrait at a portrait's size beside the name and role. The kit's Card shows its
 * image across the card's whole width, which made the two leaders large figures.
 */
function LeaderCard({ leader }: { leader: Leader }) {
  return (
    <article className={styles.leader[leader.featured ? 'featured' : 'plain']}>
      <Image {...leader.img} className={styles.portrait} />
      <div className={styles.leaderText}>
        <Heading level={3} size="xl">
          {leader.name}
        </Heading>
        <p className={styles.role}>{leader.role}</p>
      </div>
    </article>
  );
}

function WhoAreWePage() {
  const {
    hero,
    about,
    visionMission,
    promise,
    valuesAndGoals,
    leaders: leadersText,
    diversity,
    experts,
  } = whoAreWe;
  return (
    <>
      <PageHero hero={hero} />
      <ContentSections sections={[about]} />

      <Section title={visionMission.title} tone="tinted">
        <Grid columns={{ desktop: 2, tablet: 2, mobile: 1 }} gap="lg">
          {visionMission.items.map((item) => (
            <LinkedPanel key={item.title} {...item} />
          ))}
        </Grid>
      </Section>

      <Container as="section">
        <div className={page.band}>
          <AccentTitle>{promise.title}</AccentTitle>
          <p className={page.lead}>{promise.text}</p>
          <div>
            <ButtonLink href={promise.link.href} variant="secondary">
              {promise.link.label}
            </ButtonLink>
          </div>
        </div>
      </Container>

      <Section title={valuesAndGoals.title} tone="tinted">
        <Grid columns={{ desktop: 2, tablet: 2, mobile: 1 }} gap="lg">
          <LinkedPanel {...valuesAndGoals.values} />
          <LinkedPanel {...valuesAndGoals.goals} />
        </Grid>
      </Section>

      <Section title={leadersText.title} lead={leadersText.text}>
        <ul className={`${listReset} ${styles.leaders}`}>
          {leaders.map((leader) => (
            <li key={leader.name}>
              <LeaderCard leader={leader} />
            </li>
          ))}
        </ul>
      </Section>

      <div className={styles.tinted}>
        <ContentSections sections={[diversity]} />
      </div>

      <GallerySection
        id="whoarewe-experts"
        title={experts.title}
        text={experts.text}
        figures={experts.figures}
        layout="collage"
      />
    </>
  );
}
