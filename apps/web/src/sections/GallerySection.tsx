import type { CaptionedImage } from '@ngs/content';
import { Image, type ImageSource, listReset, Section } from '@ngs/ui';
import * as styles from './GallerySection.css';

export const galleryLayouts = ['row', 'collage'] as const;

/** The pictures of a gallery: plain, or each with the words that say what it shows. */
type GalleryPictures =
  | { images: readonly ImageSource[]; figures?: never }
  | { figures: readonly CaptionedImage[]; images?: never };

/**
 * A titled band of images: a plain row (life at NGS) or a staggered collage (We Are Experts),
 * whose captioned pictures are figures.
 */
export function GallerySection({
  id,
  title,
  text,
  layout = 'row',
  ...pictures
}: {
  id: string;
  title: string;
  text: string;
  layout?: (typeof galleryLayouts)[number];
} & GalleryPictures) {
  return (
    <Section id={id} title={title} lead={text}>
      <ul className={`${listReset} ${styles.gallery[layout]}`}>
        {pictures.figures
          ? pictures.figures.map(({ img, caption }) => (
              <li key={img.src}>
                <figure className={styles.figure}>
                  <Image {...img} className={styles.image} />
                  <figcaption className={styles.caption}>{caption}</figcaption>
                </figure>
              </li>
            ))
          : pictures.images.map((image) => (
              <li key={image.src}>
                <Image {...image} className={styles.image} />
              </li>
            ))}
      </ul>
    </Section>
  );
}
