import type { LegalPage } from '@ngs/content';
import { AccentTitle, Container, Heading } from '@ngs/ui';
import * as styles from './LegalPage.css';

/** Terms and privacy: a numbered document that ends with the contact e-mail address. */
export function LegalPage({ page }: { page: LegalPage }) {
  return (
    <Container as="article" width="narrow">
      <div className={styles.document}>
        <header className={styles.header}>
          <AccentTitle as="h1">{page.title}</AccentTitle>
          <p className={styles.updated}>Last updated: {page.updated}</p>
        </header>
        {page.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {page.sections.map((section) => (
          <section key={section.title} aria-label={section.title}>
            <Heading level={2} size="lg" className={styles.sectionTitle}>
              {section.title}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <section aria-label={page.contact.title}>
          <Heading level={2} size="lg" className={styles.sectionTitle}>
            {page.contact.title}
          </Heading>
          {page.contact.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <a className={styles.mail} href={`mailto:${page.contactEmail}`}>
              {page.contactEmail}
            </a>
          </p>
        </section>
      </div>
    </Container>
  );
}
