import { createFileRoute } from '@tanstack/react-router';
import { contactPage, menuTexts, offices, pageMeta } from '@ngs/content';
import { AccentTitle, Container, Grid, Heading, Section } from '@ngs/ui';
import { PageHero } from '../sections/PageHero';
import { seo } from '../lib/seo';
import { ContactForm } from '../forms/ContactForm';
import * as page from '../sections/page.css';
import * as styles from './contact.css';

export const Route = createFileRoute('/contact')({
  head: () => seo({ ...pageMeta.contact, path: '/contact' }),
  // A message posted without script and refused comes back to this page (D27).
  loader: ({ context }) => ({
    submission: context.submission?.form === 'contact' ? context.submission : null,
  }),
  component: ContactPage,
});

function ContactPage() {
  const { hero, intro, direct } = contactPage;
  const { submission } = Route.useLoaderData();
  return (
    <>
      <PageHero hero={hero} />
      <Container as="section">
        <div className={page.band} id="contact-form">
          <AccentTitle>{intro.title}</AccentTitle>
          <p className={page.lead}>{intro.text}</p>
          <div className={styles.formLayout}>
            <ContactForm submission={submission} />
            <div className={page.panel}>
              <Heading level={3} size="lg">
                {direct.title}
              </Heading>
              <p className={styles.direct}>
                <a href={direct.email.href}>{direct.email.label}</a>
                <a href={direct.phone.href}>{direct.phone.label}</a>
              </p>
            </div>
          </div>
        </div>
      </Container>
      <Section title={contactPage.offices.title} lead={contactPage.offices.text} tone="tinted">
        <Grid columns={{ desktop: 2, tablet: 2, mobile: 1 }} gap="lg">
          {offices.map((office) => (
            <div key={office.city} className={styles.office}>
              <Heading level={3} size="lg">
                {office.label}
              </Heading>
              <address className={styles.address}>
                <a
                  href={office.mapsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.mapLink}
                >
                  {office.addressLines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                  <span className={styles.mapHint}>
                    {contactPage.offices.mapLinkLabel} {menuTexts.newTabHint}
                  </span>
                </a>
              </address>
            </div>
          ))}
        </Grid>
      </Section>
    </>
  );
}
