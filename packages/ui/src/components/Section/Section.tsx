import { useId, type ReactNode } from 'react';
import { AccentTitle } from '../AccentTitle/AccentTitle';
import { Container } from '../Container/Container';
import * as styles from './Section.css';

export const sectionTones = ['plain', 'tinted', 'inverse'] as const;
export type SectionTone = (typeof sectionTones)[number];

export interface SectionProps {
  /** The section's heading; it also names the section for assistive technology. */
  title: string;
  /** A short introduction under the title. */
  lead?: ReactNode;
  /** The band's surface: the page's own, tinted, or the theme's inverse (dark) one. */
  tone?: SectionTone;
  /** How many of the title's first words take the accent colour. */
  accentWords?: number;
  /** Where the title sits in the page outline. */
  headingLevel?: 2 | 3;
  /** The target of an in-page link; the section stops below a sticky header. */
  id?: string;
  children?: ReactNode;
}

/**
 * A band of a page, full width: its accent title, an optional lead, then the content, at the
 * page's width. The region is named by its title.
 */
export function Section({
  title,
  lead,
  tone = 'plain',
  accentWords,
  headingLevel = 2,
  id,
  children,
}: SectionProps) {
  const titleId = useId();
  return (
    <section id={id} className={styles.section({ tone })} aria-labelledby={titleId}>
      <Container>
        <div className={styles.band}>
          <AccentTitle
            id={titleId}
            as={`h${headingLevel}`}
            accentWords={accentWords}
            onInverse={tone === 'inverse'}
          >
            {title}
          </AccentTitle>
          {lead ? <p className={styles.lead({ onInverse: tone === 'inverse' })}>{lead}</p> : null}
          {children}
        </div>
      </Container>
    </section>
  );
}
