import * as Navigation from '@radix-ui/react-navigation-menu';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { ChevronDownIcon, ExternalLinkIcon } from '../../system/Icon/icons';
import { Link } from '../LinkProvider/LinkProvider';
import * as styles from './NavMenu.css';
import {
  defaultMenuButtonLabel,
  isDropdown,
  itemValueAt,
  type NavMenuDropdownItem,
  type NavMenuProps,
} from './navMenuModel';

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

interface PointerHandlers {
  enterLink: (itemValue: string) => void;
  leaveLink: (itemValue: string) => void;
  keepOpen: () => void;
  moveOverTrigger: (itemValue: string) => void;
  clickTrigger: (event: MouseEvent<HTMLButtonElement>, itemValue: string) => void;
  escape: () => void;
}

interface NavDropdownProps {
  item: NavMenuDropdownItem;
  itemValue: string;
  open: boolean;
  /** Before the menu has mounted: every panel is rendered, for the CSS to show. */
  inHtmlOnly: boolean;
  onOpenFromKeyboard: () => void;
  pointer: PointerHandlers;
  menuButtonLabel: (label: string) => string;
  newTabText: string;
}

/** The icon and label of a drop-down's button. */
function DropdownLabel({ item }: { item: NavMenuDropdownItem }) {
  return (
    <>
      {item.icon ? <span className={styles.icon}>{item.icon}</span> : null}
      <span className={item.hideLabel ? visuallyHidden : undefined}>{item.label}</span>
    </>
  );
}

function NavDropdown({
  item,
  itemValue,
  open,
  inHtmlOnly,
  onOpenFromKeyboard,
  pointer,
  menuButtonLabel,
  newTabText,
}: NavDropdownProps) {
  const focusFirstLink = useRef(false);
  const descriptionIds = useId();

  // ArrowDown on a closed drop-down opens it, and moves into it once the panel is mounted.
  const onPanelMount = useCallback((panel: HTMLDivElement | null) => {
    if (!panel || !focusFirstLink.current) return;
    focusFirstLink.current = false;
    panel.querySelector<HTMLElement>('a[href]')?.focus();
  }, []);

  // An open Radix trigger is followed by an aria-hidden "focus proxy" with tabindex 0, which
  // axe rejects (aria-hidden-focus). Our panel follows its trigger in the DOM, so Tab reaches
  // it without the proxy: take the proxy out of the tab order (Radix still focuses it in code).
  const itemRef = useRef<HTMLLIElement>(null);
  useLayoutEffect(() => {
    if (!open) return;
    itemRef.current
      ?.querySelectorAll('[aria-hidden="true"][tabindex="0"]')
      .forEach((proxy) => proxy.setAttribute('tabindex', '-1'));
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' || open) return;
    event.preventDefault();
    focusFirstLink.current = true;
    onOpenFromKeyboard();
  };

  const whenMouse = (handler: () => void) => (event: { pointerType: string }) => {
    if (event.pointerType === 'mouse') handler();
  };

  const triggerHandlers = {
    onKeyDown: onTriggerKeyDown,
    onPointerEnter: pointer.keepOpen,
    onPointerMove: whenMouse(() => pointer.moveOverTrigger(itemValue)),
    onClick: (event: MouseEvent<HTMLButtonElement>) => pointer.clickTrigger(event, itemValue),
  };

  return (
    <Navigation.Item
      ref={itemRef}
      value={itemValue}
      data-value={itemValue}
      className={`${styles.dropdownItem} ${item.panel === 'list' ? styles.anchoredItem : ''}`}
    >
      {item.href ? (
        <div className={styles.split}>
          <Navigation.Link
            asChild
            active={item.active}
            onPointerEnter={whenMouse(() => pointer.enterLink(itemValue))}
            onPointerLeave={whenMouse(() => pointer.leaveLink(itemValue))}
          >
            <Link
              href={item.href}
              className={styles.topLink}
              aria-current={item.active ? 'page' : undefined}
            >
              <DropdownLabel item={item} />
            </Link>
          </Navigation.Link>
          <Navigation.Trigger
            className={styles.chevronTrigger}
            aria-label={menuButtonLabel(item.label)}
            {...triggerHandlers}
          >
            <ChevronDownIcon />
          </Navigation.Trigger>
        </div>
      ) : (
        <Navigation.Trigger
          className={styles.trigger}
          data-active={item.active ? '' : undefined}
          {...triggerHandlers}
        >
          <DropdownLabel item={item} />
          <span className={styles.chevron}>
            <ChevronDownIcon />
          </span>
        </Navigation.Trigger>
      )}
      {/* In the HTML, so that CSS can show it before script; then Radix mounts it when open. */}
      <Navigation.Content
        forceMount={inHtmlOnly ? true : undefined}
        // Radix names the panel after its trigger, but a plain <div> may not carry a name.
        aria-labelledby={undefined}
        ref={onPanelMount}
        className={styles.panel({ layout: item.panel })}
        onPointerEnter={pointer.keepOpen}
        onEscapeKeyDown={pointer.escape}
      >
        <ul className={styles.panelList({ layout: item.panel })}>
          {item.links.map((link, index) => {
            const descriptionId = link.description ? `${descriptionIds}-${index}` : undefined;
            return (
              <li key={`${link.href} ${link.label}`} className={styles.panelItem}>
                <Navigation.Link asChild active={link.active} aria-describedby={descriptionId}>
                  {link.external ? (
                    <a
                      href={link.href}
                      className={styles.panelLink}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {link.label} <span className={visuallyHidden}>{newTabText}</span>
                      <span className={styles.externalIcon}>
                        <ExternalLinkIcon />
                      </span>
                    </a>
                  ) : (
                    <Link
                      href={link.href}
                      className={styles.panelLink}
                      aria-current={link.active ? 'page' : undefined}
                    >
                      {link.label}
                    </Link>
                  )}
                </Navigation.Link>
                {link.description ? (
                  <p id={descriptionId} className={styles.panelDescription}>
                    {link.description}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Navigation.Content>
    </Navigation.Item>
  );
}
