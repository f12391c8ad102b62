import { useId, type ReactNode } from 'react';
import { Image, type ImageSource } from '../../system/Image/Image';
import { AccentTitle } from '../AccentTitle/AccentTitle';
import { Container } from '../Container/Container';
import * as styles from './HeroSplit.css';

export interface HeroSplitProps {
  /** The page's h1; its first two words get the accent colour. */
  mainTitle: string;
  /** The introduction: one paragraph, its first `leadLength` characters set as a standfirst. */
  mainText: string;
  /**
   * How many characters of `mainText` are its lead: where `splitAtClause` ends it (a sentence or
   * clause 50 to 90 characters in). Worked out once, where the text is written, so the browser
   * never carries the rule; none or 0 shows the text as one plain paragraph.
   */
  leadLength?: number;
  image: ImageSource;
  actions?: ReactNode;
  id?: string;
}

/** A page hero: title and text beside a large image, as tall as they are. */
export function HeroSplit({
  mainTitle,
  mainText,
  leadLength = 0,
  image,
  actions,
  id,
}: HeroSplitProps) {
  const lead = mainText.slice(0, leadLength).trim();
  const rest = mainText.slice(leadLength).trim();
  const titleId = useId();
  return (
    <section id={id} className={styles.hero} aria-labelledby={titleId}>
      <Container>
        <div className={styles.layout}>
          <div className={styles.text}>
            <AccentTitle as="h1" id={titleId}>
              {mainTitle}
            </AccentTitle>
            {/* One paragraph, so it reads as one; the lead only looks apart. */}
            {(lead || rest) && (
              <p className={styles.paragraph}>
                {lead && <span className={styles.lead}>{lead}</span>}
                {lead && rest && ' '}
                {rest}
              </p>
            )}
            {actions && <div className={styles.actions}>{actions}</div>}
          </div>
          <div className={styles.media}>
            {/* The hero image is the page's largest paint: fetch it first, never lazily. */}
            <Image {...image} className={styles.image} loading="eager" fetchPriority="high" />
          </div>
        </div>
      </Container>
    </section>
  );
}
