import { Image, withSize, type ImageSourceOptionalSize } from '../../system/Image/Image';
import { Button } from '../Button/Button';
import { opensDialog } from '../Dialog/invokerCommands';
import * as styles from './TestimonialCard.css';
import { previewText } from './previewText';

export const testimonialCardHeadingLevels = ['h2', 'h3', 'h4'] as const;

export interface TestimonialCardProps {
  name: string;
  /** The whole testimonial; the card shows its first `previewLength` characters. */
  text: string;
  /** Say who is pictured in `alt`, e.g. "Portrait of Asha Rao"; 96 px square unless sized. */
  photo: ImageSourceOptionalSize;
  /** The id of the dialog with the whole testimonial (a `TestimonialDialog`): Read More opens it. */
  dialogId: string;
  /** Visible text of the button. */
  readMoreLabel?: string;
  /**
   * The button's accessible name: it starts with the visible text and says whose testimonial
   * opens, so a list of cards does not read as many identical "Read More" buttons.
   */
  readMoreName?: (name: string) => string;
  previewLength?: number;
  headingLevel?: (typeof testimonialCardHeadingLevels)[number];
}

export function TestimonialCard({
  name,
  text,
  photo,
  dialogId,
  readMoreLabel = 'Read More',
  readMoreName = (person) => `${readMoreLabel} about ${person}`,
  previewLength = 150,
  headingLevel: Heading = 'h3',
}: TestimonialCardProps) {
  return (
    <article className={styles.card}>
      <Image {...withSize(photo, 96)} className={styles.photo} />
      <Heading className={styles.name}>{name}</Heading>
      <p className={styles.preview}>{previewText(text, previewLength)}</p>
      <div className={styles.action}>
        <Button variant="link" aria-label={readMoreName(name)} {...opensDialog(dialogId)}>
          {readMoreLabel}
        </Button>
      </div>
    </article>
  );
}
