import { useId, type ReactNode } from 'react';
import { classNames } from '../classNames';
import { Heading, type HeadingLevel, type HeadingSize } from '../Heading/Heading';
import { Text } from '../Text/Text';
import * as styles from './Section.css';

export interface SectionProps {
  /** The section's heading; it also names the section for assistive technology. */
  title: ReactNode;
  /** A short introduction under the title. */
  lead?: ReactNode;
  children: ReactNode;
  /** Where the title sits in the page outline; 2 unless told. */
  headingLevel?: Exclude<HeadingLevel, 1>;
  headingSize?: HeadingSize;
  /** The heading's id, e.g. for in-page links; generated when absent. */
  titleId?: string;
  id?: string;
  className?: string;
}

/** A titled region of a page: title, optional lead, then the content, labelled by its title. */
export function Section({
  title,
  lead,
  children,
  headingLevel = 2,
  headingSize,
  titleId,
  id,
  className,
}: SectionProps) {
  const generated = useId();
  const headingId = titleId ?? generated;
  return (
    <section id={id} aria-labelledby={headingId} className={classNames(styles.section, className)}>
      <div className={styles.header}>
        <Heading level={headingLevel} size={headingSize} id={headingId} className={styles.title}>
          {title}
        </Heading>
        {lead ? (
          <Text size="lg" className={styles.lead}>
            {lead}
          </Text>
        ) : null}
      </div>
      {children}
    </section>
  );
}
