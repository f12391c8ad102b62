'use client';

import type { ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { MenuIcon } from '../../system/Icon/icons';
import { Link } from '../LinkProvider/LinkProvider';
import { Dialog } from '../Dialog/Dialog';
import { closeEnclosingDialog } from '../Dialog/dialogState';
import { opensDialog } from '../Dialog/invokerCommands';
import * as styles from './MobileSidebar.css';

export const mobileSidebarSides = ['left', 'right'] as const;

export interface MobileSidebarLink {
  label: string;
  href: string;
  /** The app decides which link is the current page: it gets `aria-current="page"`. */
  active?: boolean;
}

export interface MobileSidebarProps {
  /** The sheet's id: its own button opens it, and so can any button with `opensDialog(id)`. */
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
 * A menu button and the side sheet it opens, with the site's links. The sheet is a kit `Dialog`,
 * so the button opens it as a modal from the first paint, before and without script; Escape, a
 * click outside, the close button or a chosen link closes it, and focus goes back to the button.
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
  return (
    <>
      <IconButton label={openLabel} {...opensDialog(id)}>
        <MenuIcon />
      </IconButton>
      <Dialog
        id={id}
        title={title}
        hideTitle={hideTitle}
        closeLabel={closeLabel}
        focusClose
        layout={side === 'left' ? 'sheetLeft' : 'sheetRight'}
      >
        <nav aria-label={title} className={styles.nav}>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={`${link.href} ${link.label}`}>
                <Link
                  href={link.href}
                  className={styles.link}
                  aria-current={link.active ? 'page' : undefined}
                  onClick={(event) => closeEnclosingDialog(event.currentTarget)}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </Dialog>
    </>
  );
}
