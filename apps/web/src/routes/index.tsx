import { createFileRoute } from '@tanstack/react-router';
import { brand, home } from '@ngs/content';
import { AccentTitle, Button } from '@ngs/ui';
import { ContentLink } from '../components/ContentLink';
import * as styles from './-components/home.css';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  return (
    <main id="main" className={styles.main}>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <p className={styles.eyebrow}>{brand.name}</p>
        <AccentTitle as="h1" id="home-hero-title" onInverse>
          {home.hero.title}
        </AccentTitle>
        <p className={styles.lead}>{home.hero.text}</p>
        <Button asChild variant="primary" size="lg">
          <ContentLink href={home.hero.cta.href}>{home.hero.cta.label}</ContentLink>
        </Button>
      </section>
      <section id={home.about.anchor} className={styles.section} aria-labelledby="home-about-title">
        <AccentTitle id="home-about-title">{home.about.title}</AccentTitle>
        {home.about.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    </main>
  );
}
