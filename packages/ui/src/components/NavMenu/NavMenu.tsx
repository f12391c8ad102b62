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

const OPEN_DELAY_MS = 200;
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
  const [value, setValue] = useState('');
  const [enhanced, setEnhanced] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const hoveredLink = useRef<string | null>(null);
  const openedByHover = useRef<string | null>(null);
  const heldFromFocus = useRef<string | null>(null);
  const escaped = useRef(false);
  const openTimer = useRef(0);
  const closeTimer = useRef(0);

  // Takes over from the CSS: a panel the pointer or focus is in at that moment stays open.
  useEffect(() => {
    const current = rootRef.current?.querySelector('li[data-value]:is(:hover, :focus-within)');
    const held = current?.getAttribute('data-value');
    if (held) {
      if (current?.matches(':hover')) openedByHover.current = held;
      if (current?.matches(':focus-within')) heldFromFocus.current = held;
      setValue(held);
    }
    setEnhanced(true);
    return () => {
      window.clearTimeout(openTimer.current);
      window.clearTimeout(closeTimer.current);
    };
  }, []);

  const onValueChange = (next: string) => {
    // Radix closes a panel when the pointer leaves its trigger, but a drop-down that is also a
    // link stays open while the pointer rests on that link.
    if (next === '' && value !== '' && hoveredLink.current === value && !escaped.current) return;
    escaped.current = false;
    if (next === '') openedByHover.current = null;
    heldFromFocus.current = null;
    setValue(next);
  };

  const pointer: PointerHandlers = {
    enterLink(itemValue) {
      hoveredLink.current = itemValue;
      window.clearTimeout(closeTimer.current);
      window.clearTimeout(openTimer.current);
      if (value === itemValue) return;
      openedByHover.current = itemValue;
      if (value !== '') setValue(itemValue);
      else openTimer.current = window.setTimeout(() => setValue(itemValue), OPEN_DELAY_MS);
    },
    leaveLink(itemValue) {
      hoveredLink.current = null;
      window.clearTimeout(openTimer.current);
      closeTimer.current = window.setTimeout(
        () => setValue((current) => (current === itemValue ? '' : current)),
        CLOSE_DELAY_MS,
      );
    },
    keepOpen() {
      window.clearTimeout(closeTimer.current);
    },
    moveOverTrigger(itemValue) {
      if (value !== itemValue) openedByHover.current = itemValue;
    },
    clickTrigger(event, itemValue) {
      // Radix toggles on click, so a press on a panel that is open without having been asked
      // for would close it again; that first press keeps it open. That is a mouse click on a
      // panel hovering has just opened, or Enter/Space (detail 0) on a button whose panel the
      // CSS showed on focus before the script took over.
      const openedUnasked = event.detail > 0 ? openedByHover.current : heldFromFocus.current;
      const keepOpen = value === itemValue && openedUnasked === itemValue;
      openedByHover.current = null;
      heldFromFocus.current = null;
      if (keepOpen) event.preventDefault();
    },
    escape() {
      escaped.current = true;
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
