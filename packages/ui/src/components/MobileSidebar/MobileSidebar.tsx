import * as Dialog from '@radix-ui/react-dialog';
import { Slot } from '@radix-ui/react-slot';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../IconButton/icons';
import { renderAnchor, type RenderLink } from '../private/renderLink';
import { useReturnFocus } from '../private/useReturnFocus';
import * as styles from './MobileSidebar.css';

export const mobileSidebarSides = ['left', 'right'] as const;

export interface MobileSidebarLink {
  label: string;
  href: string;
  /** The app decides (D9): the link gets `aria-current="page"` and the accent colour. */
  active?: boolean;
}

export interface MobileSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sheet's title and the name of its navigation, e.g. "Menu". */
  title: string;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  links: readonly MobileSidebarLink[];
  renderLink?: RenderLink;
  /** Extra content under the links, e.g. contact details or a call to action. */
  footer?: ReactNode;
  side?: (typeof mobileSidebarSides)[number];
  closeLabel?: string;
}

/** Navigation in a modal side sheet for small screens; choosing a link closes it. */
export function MobileSidebar({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  links,
  renderLink = renderAnchor,
  footer,
  side = 'left',
  closeLabel = 'Close menu',
}: MobileSidebarProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.sheet({ side })} {...returnFocus}>
          <div className={styles.header}>
            <Dialog.Title className={hideTitle ? visuallyHidden : styles.title}>
              {title}
            </Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={closeLabel}>
                <CloseIcon />
              </IconButton>
            </Dialog.Close>
          </div>
          <nav aria-label={title} className={styles.nav}>
            <ul className={styles.list}>
              {links.map((link) => (
                <li key={`${link.href} ${link.label}`}>
                  <Slot
                    aria-current={link.active ? 'page' : undefined}
                    onClick={() => onOpenChange(false)}
                  >
                    {renderLink({
                      href: link.href,
                      className: styles.link,
                      children: link.label,
                      'aria-current': link.active ? 'page' : undefined,
                    })}
                  </Slot>
                </li>
              ))}
            </ul>
          </nav>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
