import type { Image } from '@ngs/content';
import { AccentTitle, Container } from '@ngs/ui';
import * as page from './page.css';
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
  images: readonly Image[];
  layout?: (typeof galleryLayouts)[number];
}) {
  return (
    <section aria-labelledby={id}>
      <Container>
        <div className={page.band}>
          <AccentTitle id={id}>{title}</AccentTitle>
          <p className={page.lead}>{text}</p>
          <ul className={styles.gallery[layout]}>
            {images.map((image) => (
              <li key={image.src}>
                <img
                  className={styles.image}
                  src={image.src}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
