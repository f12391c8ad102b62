import { Image, type ImageSource } from '../../system/Image/Image';
import { Link } from '../LinkProvider/LinkProvider';
import * as styles from './Card.css';

export const cardVariants = ['plain', 'highlight'] as const;
export const cardTitleLevels = ['h2', 'h3', 'h4'] as const;

export interface CardProps {
  title: string;
  text: string;
  image?: ImageSource;
  /** Makes the whole card one link, named by the title. */
  href?: string;
  variant?: (typeof cardVariants)[number];
  titleAs?: (typeof cardTitleLevels)[number];
}

export function Card({
  title,
  text,
  image,
  href,
  variant = 'plain',
  titleAs: Title = 'h3',
}: CardProps) {
  return (
    <article className={styles.card({ variant, linked: Boolean(href) })} data-variant={variant}>
      <Title className={styles.title}>
        {href ? (
          <Link href={href} className={styles.link}>
            {title}
          </Link>
        ) : (
          title
        )}
      </Title>
      <p className={variant === 'plain' ? `${styles.text} ${styles.textPlain}` : styles.text}>
        {text}
      </p>
      {image && <Image {...image} className={styles.image} />}
    </article>
  );
}
