'use client';

import * as Navigation from '@radix-ui/react-navigation-menu';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../LinkProvider/LinkProvider';
import { NavDropdown, type PointerHandlers } from './NavDropdown';
import * as styles from './NavMenu.css';
import { defaultMenuButtonLabel, isDropdown, itemValueAt, type NavMenuProps } from './navMenuModel';

export { navMenuPanels } from './navMenuModel';
export type {
  NavMenuDropdownItem,
  NavMenuItem,
  NavMenuLinkItem,
  NavMenuPanel,
  NavMenuPanelLink,
  NavMenuProps,
} from './navMenuModel';

const OPEN_DELAY_MS = 50;
const CLOSE_DELAY_MS = 150;

/**
 * The desktop header navigation: links and drop-down panels that open on hover, on click and
 * from the keyboard (Enter, Space or ArrowDown on the menu button; Escape closes).
 *
 * Every panel is in the server-rendered HTML. Until script runs, CSS shows a panel while the
 * pointer or focus is in its item; once the component has mounted, Radix Navigation Menu
 * drives the panels (delays, keyboard, ARIA state), starting with any the visitor is in.
 */
export function NavMenu({
  items,
  'aria-label': ariaLabel,
  menuButtonLabel = defaultMenuButtonLabel,
  newTabText = '(opens in a new tab)',
}: NavMenuProps) {
  const [value, setRenderedValue] = useState('');
  // The open panel as last asked for, which a click can read before React has re-rendered:
  // the hover's open timer may fire between the pointer's arrival and its press.
  const latestValue = useRef('');
  const setValue = (next: string | ((current: string) => string)) => {
    latestValue.current = typeof next === 'function' ? next(latestValue.current) : next;
    setRenderedValue(latestValue.current);
  };
  const [enhanced, setEnhanced] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  /** The drop-down whose link or button the mouse is on. */
  const pointerOn = useRef<string | null>(null);
  const pendingOpen = useRef<string | null>(null);
  const openedByHover = useRef<string | null>(null);
  const heldFromFocus = useRef<string | null>(null);
  const closedByClick = useRef<string | null>(null);
  /** The next close was asked for (Escape, a chosen link, a click on the open button). */
  const closeAsked = useRef(false);
  const openTimer = useRef(0);
  const closeTimer = useRef(0);

  const cancelPendingOpen = () => {
    window.clearTimeout(openTimer.current);
    pendingOpen.current = null;
  };

  // Takes over from the CSS: a panel the pointer or focus is in at that moment stays open.
  useEffect(() => {
    const current = rootRef.current?.querySelector('li[data-value]:is(:hover, :focus-within)');
    const held = current?.getAttribute('data-value');
    if (held) {
      if (current?.matches(':hover')) openedByHover.current = held;
      if (current?.matches(':focus-within')) heldFromFocus.current = held;
      setValue(held);
    }
    // The one render after hydration is the point: the menu takes over from the CSS.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEnhanced(true);
    return () => {
      window.clearTimeout(openTimer.current);
      window.clearTimeout(closeTimer.current);
    };
  }, []);

  const onValueChange = (next: string) => {
    // Radix closes a panel on its own timer when the pointer leaves the panel, but a panel stays
    // open while the mouse is back on its link or button, unless Escape or a click closed it.
    const current = latestValue.current;
    if (next === '' && current !== '' && pointerOn.current === current && !closeAsked.current) {
      return;
    }
    closeAsked.current = false;
    if (next === '') {
      openedByHover.current = null;
      cancelPendingOpen();
    }
    heldFromFocus.current = null;
    setValue(next);
  };

  // Hovering is handled here rather than by Radix, whose open timer outlives a click or a
  // dismissal and would open the panel again once it fires.
  const pointer: PointerHandlers = {
    hover(itemValue) {
      pointerOn.current = itemValue;
      window.clearTimeout(closeTimer.current);
      const current = latestValue.current;
      if (current === itemValue || closedByClick.current === itemValue) return;
      if (pendingOpen.current === itemValue) return;
      openedByHover.current = itemValue;
      cancelPendingOpen();
      // Moving from one open panel to the next switches at once; the first waits a moment, so
      // that a pointer passing over the header on its way elsewhere opens nothing.
      if (current !== '') {
        setValue(itemValue);
        return;
      }
      pendingOpen.current = itemValue;
      openTimer.current = window.setTimeout(() => {
        pendingOpen.current = null;
        setValue(itemValue);
      }, OPEN_DELAY_MS);
    },
    leave(itemValue) {
      pointerOn.current = null;
      closedByClick.current = null;
      cancelPendingOpen();
      window.clearTimeout(closeTimer.current);
      closeTimer.current = window.setTimeout(
        () => setValue((current) => (current === itemValue ? '' : current)),
        CLOSE_DELAY_MS,
      );
    },
    enterPanel() {
      pointerOn.current = null;
      window.clearTimeout(closeTimer.current);
    },
    clickTrigger(event, itemValue) {
      cancelPendingOpen();
      // Radix toggles on click, so a press on a panel that is open without having been asked
      // for would close it again; that first press keeps it open. That is a mouse click on a
      // panel hovering has just opened, or Enter/Space (detail 0) on a button whose panel the
      // CSS showed on focus before the script took over.
      const openedUnasked = event.detail > 0 ? openedByHover.current : heldFromFocus.current;
      const isOpen = latestValue.current === itemValue;
      const keepOpen = isOpen && openedUnasked === itemValue;
      openedByHover.current = null;
      heldFromFocus.current = null;
      if (keepOpen) {
        event.preventDefault();
      } else if (isOpen) {
        closeAsked.current = true;
        if (event.detail > 0) closedByClick.current = itemValue;
      }
    },
    askClose() {
      closeAsked.current = true;
    },
  };

  return (
    <Navigation.Root
      ref={rootRef}
      aria-label={ariaLabel}
      className={styles.root}
      value={value}
      onValueChange={onValueChange}
      data-enhanced={enhanced ? '' : undefined}
    >
      <Navigation.List className={styles.list}>
        {items.map((item, index) => {
          const itemValue = itemValueAt(index);
          if (!isDropdown(item)) {
            return (
              <Navigation.Item key={itemValue} value={itemValue}>
                <Navigation.Link asChild active={item.active}>
                  <Link
                    href={item.href}
                    className={styles.topLink}
                    aria-current={item.active ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </Navigation.Link>
              </Navigation.Item>
            );
          }
          return (
            <NavDropdown
              key={itemValue}
              item={item}
              itemValue={itemValue}
              open={value === itemValue}
              inHtmlOnly={!enhanced}
              onOpenFromKeyboard={() => setValue(itemValue)}
              pointer={pointer}
              menuButtonLabel={menuButtonLabel}
              newTabText={newTabText}
            />
          );
        })}
      </Navigation.List>
    </Navigation.Root>
  );
}
