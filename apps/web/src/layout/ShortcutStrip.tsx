import { menuTexts, shortcutCarousel, shortcutLinks } from '@ngs/content';
import { Ticker } from '@ngs/ui';
import { ContentLink } from '../lib/ContentLink';
import * as styles from './SiteChrome.css';

/** The header's rotating strip of four service shortcuts, one every 3000 ms. */
export function ShortcutStrip() {
  return (
    <Ticker
      label={menuTexts.shortcutStrip}
      pauseLabel={menuTexts.shortcutStripPause}
      intervalMs={shortcutCarousel.autoplayMs}
      items={shortcutLinks.map((link) => (
        <ContentLink key={link.label} href={link.href} className={styles.shortcut}>
          {link.label}
        </ContentLink>
      ))}
    />
  );
}
