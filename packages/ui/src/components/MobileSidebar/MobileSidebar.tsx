import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { IconButton } from '../IconButton/IconButton';
import { MenuIcon } from '../../system/Icon/icons';
import { Link } from '../LinkProvider/LinkProvider';
import { popover } from '../private/popover.css';
import { hideEnclosingPopover, hidesWhenFocusLeaves } from '../private/popover';
import { PopoverClose } from '../private/PopoverClose';
import * as styles from './MobileSidebar.css';

export const mobileSidebarSides = ['left', 'right'] as const;

export interface MobileSidebarLink {
  label: string;
  href: string;
  /** The app decides which link is the current page: it gets `aria-current="page"`. */
  active?: boolean;
}

export interface MobileSidebarProps {
  /** The sheet's id: its own button opens it, and so can any button with `popoverTarget={id}`. */
  id: string;
  /** The sheet's title and the name of its navigation, e.g. "Menu". */
  title: string;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  /** Names the button that opens the sheet, e.g. "Open menu". */
  openLabel: string;
  closeLabel?: string;
  links: readonly MobileSidebarLink[];
  /** Extra content under the links, e.g. contact details or a call to action. */
  footer?: ReactNode;
  side?: (typeof mobileSidebarSides)[number];
}

/**
 * A menu button and the side sheet it opens, with the site's links. The sheet is a native
 * popover, so the button works from the first paint, before and without script; Escape, a click
 * outside, the close button or a chosen link closes it, and focus goes back to the button.
 */
export function MobileSidebar({
  id,
  title,
  hideTitle = false,
  openLabel,
  closeLabel = 'Close menu',
  links,
  footer,
  side = 'left',
}: MobileSidebarProps) {
  const titleId = useId();
  return (
    <>
      <IconButton label={openLabel} popoverTarget={id}>
        <MenuIcon />
      </IconButton>
      <div
        id={id}
        popover="auto"
        role="dialog"
        aria-labelledby={titleId}
        className={`${popover} ${styles.sheet({ side })}`}
        ref={hidesWhenFocusLeaves}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? visuallyHidden : styles.title}>
            {title}
          </h2>
          <PopoverClose label={closeLabel} popoverId={id} focusOnOpen />
        </div>
        <nav aria-label={title} className={styles.nav}>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={`${link.href} ${link.label}`}>
                <Link
                  href={link.href}
                  className={styles.link}
                  aria-current={link.active ? 'page' : undefined}
                  onClick={(event) => hideEnclosingPopover(event.currentTarget)}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </>
  );
}
