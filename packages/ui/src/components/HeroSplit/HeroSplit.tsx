import { useId, type ReactNode } from 'react';
import { Image, type ImageSource } from '../../system/Image/Image';
import { AccentTitle } from '../AccentTitle/AccentTitle';
import { Container } from '../Container/Container';
import * as styles from './HeroSplit.css';
import { splitAtWordBoundary } from './splitAtWordBoundary';

export interface HeroSplitProps {
  /** The page's h1; its first two words get the accent colour. */
  mainTitle: string;
  /** Split near 70 characters into a lead line and the paragraph that follows. */
  mainText: string;
  image: ImageSource;
  actions?: ReactNode;
  id?: string;
}

/** A page hero: title and text beside a large image, one viewport plus 80 px tall on desktop. */
export function HeroSplit({ mainTitle, mainText, image, actions, id }: HeroSplitProps) {
  const [lead, rest] = splitAtWordBoundary(mainText);
  const titleId = useId();
  return (
    <section id={id} className={styles.hero} aria-labelledby={titleId}>
      <Container>
        <div className={styles.layout}>
          <div className={styles.text}>
            <AccentTitle as="h1" id={titleId}>
              {mainTitle}
            </AccentTitle>
            {/* One paragraph, so it reads as one; the lead line only looks apart. */}
            {lead && (
              <p className={styles.paragraph}>
                <span className={styles.lead}>{lead}</span>
                {rest && ` ${rest}`}
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
