import type { ReactNode } from 'react';
import { ArrowRightIcon } from '../../system/Icon/icons';
import { Image, type ImageSource } from '../../system/Image/Image';
import { Link } from '../LinkProvider/LinkProvider';
import * as styles from './OfferCard.css';

export const offerCardTitleLevels = ['h2', 'h3', 'h4'] as const;

export interface OfferCardProps {
  title: string;
  text: string;
  href: string;
  /** The link's text; name the offer, e.g. "Learn more about Cloud Computing". */
  linkLabel: string;
  image?: ImageSource;
  /** A decorative icon, shown when there is no image; hidden from assistive tech. */
  icon?: ReactNode;
  titleAs?: (typeof offerCardTitleLevels)[number];
}

/** A service offer: the whole card is clickable through its single "learn more" link. */
export function OfferCard({
  title,
  text,
  href,
  linkLabel,
  image,
  icon,
  titleAs: Title = 'h3',
}: OfferCardProps) {
  return (
    <article className={styles.card}>
      <Title className={styles.title}>{title}</Title>
      <p className={styles.text}>{text}</p>
      <Link href={href} className={styles.link}>
        {linkLabel}
        <ArrowRightIcon className={styles.arrow} />
      </Link>
      {(image || icon) && (
        <div className={styles.media}>
          {image ? (
            <Image {...image} className={styles.image} />
          ) : (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          )}
        </div>
      )}
    </article>
  );
}
