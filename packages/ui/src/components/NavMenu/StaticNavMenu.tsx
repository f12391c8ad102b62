import type { KeyboardEvent, PointerEvent } from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { ChevronDownIcon } from '../IconButton/icons';
import type { RenderLink } from '../private/renderLink';
import * as styles from './NavMenu.css';
import {
  isDropdown,
  itemValueAt,
  type NavMenuDropdownItem,
  type NavMenuItem,
  type NavMenuRequest,
} from './navMenuModel';

/** The icon and label of a drop-down's button, the same before and after the behaviour loads. */
export function DropdownLabel({ item }: { item: NavMenuDropdownItem }) {
  return (
    <>
      {item.icon ? <span className={styles.icon}>{item.icon}</span> : null}
      <span className={item.hideLabel ? visuallyHidden : undefined}>{item.label}</span>
    </>
  );
}

interface StaticNavMenuProps {
  items: readonly NavMenuItem[];
  ariaLabel: string;
  renderLink: RenderLink;
  menuButtonLabel: (label: string) => string;
  /** The user pressed a menu button: open that panel once the behaviour is there. */
  onRequest: (request: NavMenuRequest) => void;
  /** The mouse came onto a drop-down (its link or button) or left it (null). */
  onHover: (request: NavMenuRequest | null) => void;
}

/**
 * The menu as Radix renders it with every panel closed: same elements, same classes, so the
 * page hydrates it without the drop-down code, and swapping in the real menu moves nothing.
 */
export function StaticNavMenu({
  items,
  ariaLabel,
  renderLink,
  menuButtonLabel,
  onRequest,
  onHover,
}: StaticNavMenuProps) {
  const hoverProps = (value: string) => ({
    onPointerOver: (event: PointerEvent<HTMLLIElement>) => {
      if (event.pointerType !== 'mouse') return;
      const onButton = event.target instanceof Element && event.target.closest('button');
      onHover({ value, focusFirstLink: false, hover: onButton ? 'button' : 'link' });
    },
    onPointerLeave: () => onHover(null),
  });

  const triggerProps = (value: string) => ({
    type: 'button' as const,
    'aria-expanded': false,
    'data-state': 'closed',
    onClick: () => onRequest({ value, focusFirstLink: false }),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      onRequest({ value, focusFirstLink: true });
    },
  });

  return (
    <nav aria-label={ariaLabel} data-orientation="horizontal" dir="ltr" className={styles.root}>
      <div style={{ position: 'relative' }}>
        <ul data-orientation="horizontal" className={styles.list} dir="ltr">
          {items.map((item, index) => {
            const value = itemValueAt(index);
            if (!isDropdown(item)) {
              return (
                <li key={value}>
                  {renderLink({
                    href: item.href,
                    className: styles.topLink,
                    children: item.label,
                    'aria-current': item.active ? 'page' : undefined,
                  })}
                </li>
              );
            }
            return (
              <li
                key={value}
                className={item.panel === 'list' ? styles.anchoredItem : undefined}
                {...hoverProps(value)}
              >
                {item.href ? (
                  <div className={styles.split}>
                    {renderLink({
                      href: item.href,
                      className: styles.topLink,
                      children: <DropdownLabel item={item} />,
                      'aria-current': item.active ? 'page' : undefined,
                    })}
                    <button
                      className={styles.chevronTrigger}
                      aria-label={menuButtonLabel(item.label)}
                      {...triggerProps(value)}
                    >
                      <ChevronDownIcon />
                    </button>
                  </div>
                ) : (
                  <button
                    className={styles.trigger}
                    data-active={item.active ? '' : undefined}
                    {...triggerProps(value)}
                  >
                    <DropdownLabel item={item} />
                    <span className={styles.chevron}>
                      <ChevronDownIcon />
                    </span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
