import { Image, type ImageSource, listReset, Section } from '@ngs/ui';
import * as styles from './GallerySection.css';

export const galleryLayouts = ['row', 'collage'] as const;

/** A titled band of images: a plain row (life at NGS) or a staggered collage (We Are Experts). */
export function GallerySection({
  id,
  title,
  text,
  images,
  layout = 'row',
}: {
  id: string;
  title: string;
  text: string;
  images: readonly ImageSource[];
  layout?: (typeof galleryLayouts)[number];
}) {
  return (
    <Section id={id} title={title} lead={text}>
      <ul className={`${listReset} ${styles.gallery[layout]}`}>
        {images.map((image) => (
          <li key={image.src}>
            <Image {...image} className={styles.image} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
