import { useId, type ReactNode } from 'react';
import { Image, type ImageSource } from '../../system/Image/Image';
import { AccentTitle } from '../AccentTitle/AccentTitle';
import { Container } from '../Container/Container';
import * as styles from './HeroSplit.css';
import { splitAtClause } from './splitAtClause';

export interface HeroSplitProps {
  /** The page's h1; its first two words get the accent colour. */
  mainTitle: string;
  /**
   * Split where a sentence or clause ends, 50 to 90 characters in (near 70), into a lead set as a
   * standfirst and the paragraph that follows it; see `splitAtClause`.
   */
  mainText: string;
  image: ImageSource;
  actions?: ReactNode;
  id?: string;
}

/** A page hero: title and text beside a large image, as tall as they are. */
export function HeroSplit({ mainTitle, mainText, image, actions, id }: HeroSplitProps) {
  const [lead, rest] = splitAtClause(mainText);
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
