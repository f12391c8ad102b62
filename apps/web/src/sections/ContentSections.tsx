import type { ContentSection } from '@ngs/content';
import { AccentTitle, ButtonLink, Container, Image } from '@ngs/ui';
import * as styles from './ContentSections.css';

/** Titled prose sections, each with an optional illustration and a link onwards. */
export function ContentSections({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <Container as="section" key={section.title}>
          <div
            className={
              section.img
                ? `${styles.withImage} ${index % 2 === 1 ? styles.flipped : ''}`
                : styles.textOnly
            }
          >
            <div className={styles.text}>
              <AccentTitle>{section.title}</AccentTitle>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
              {section.link && (
                <ButtonLink href={section.link.href} variant="secondary">
                  {section.link.label}
                </ButtonLink>
              )}
            </div>
            {section.img && <Image {...section.img} className={styles.image} />}
          </div>
        </Container>
      ))}
    </>
  );
}
