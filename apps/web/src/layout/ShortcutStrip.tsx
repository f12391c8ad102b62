import { shortcutCarousel, shortcutLinks } from '@ngs/content';
import { Carousel } from '@ngs/ui';
import { ContentLink } from '../components/ContentLink';
import * as styles from './SiteChrome.css';

export const shortcutStripLabel = 'Featured services';

/** The header's rotating strip of four service shortcuts (autoplay 3000 ms, speed 500 ms, 1 slide). */
export function ShortcutStrip() {
  return (
    <Carousel
      layout="inline"
      label={shortcutStripLabel}
      slidesPerView={{ desktop: 1, tablet: 1, mobile: 1 }}
      loop
      autoplayMs={shortcutCarousel.autoplayMs}
      speedMs={shortcutCarousel.speedMs}
      showDots={false}
      showArrows={false}
      slides={shortcutLinks.map((link) => (
        <ContentLink key={link.label} href={link.href} className={styles.shortcut}>
          {link.label}
        </ContentLink>
      ))}
    />
  );
}
