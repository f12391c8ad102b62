import { shortcutLinks } from '@ngs/content';
import { ContentLink } from '../components/ContentLink';
import * as styles from './SiteChrome.css';

/**
 * What the strip shows until its slider has loaded: the first shortcut, in the same place, so the
 * prerendered page needs no slider code and nothing moves when the strip comes to life.
 */
export function ShortcutStripPlaceholder() {
  const [first] = shortcutLinks;
  return (
    <div className={styles.stripPlaceholder}>
      {first && (
        <ContentLink href={first.href} className={styles.shortcut}>
          {first.label}
        </ContentLink>
      )}
    </div>
  );
}
