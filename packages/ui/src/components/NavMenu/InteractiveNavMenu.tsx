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
import { ChevronDownIcon, ExternalLinkIcon } from '../IconButton/icons';
import type { RenderLink } from '../private/renderLink';
import * as styles from './NavMenu.css';
import {
  isDropdown,
  itemValueAt,
  type NavMenuDropdownItem,
  type NavMenuItem,
  type NavMenuRequest,
} from './navMenuModel';
import { DropdownLabel } from './StaticNavMenu';

const OPEN_DELAY_MS = 200;
const CLOSE_DELAY_MS = 150;

export interface InteractiveNavMenuProps {
  items: readonly NavMenuItem[];
  ariaLabel: string;
  renderLink: RenderLink;
  menuButtonLabel: (label: string) => string;
  newTabText: string;
  /** What the user asked of the plain menu while this one loaded. */
  request: NavMenuRequest | null;
  /** Runs once this menu is in the document in place of the plain one. */
  onMount: () => void;
}

/** The NavMenu's behaviour, on Radix Navigation Menu; `NavMenu` loads it on first approach. */
export default function InteractiveNavMenu({
  items,
  ariaLabel,
  renderLink,
  menuButtonLabel,
  newTabText,
  request,
  onMount,
}: InteractiveNavMenuProps) {
  const [initialRequest] = useState(request);
  const [value, setValue] = useState(initialRequest?.value ?? '');
  const byPointer = initialRequest?.hover ? initialRequest : null;
  const hoveredLink = useRef(byPointer?.hover === 'link' ? byPointer.value : null);
  const openedByHover = useRef(byPointer ? byPointer.value : null);
  const escaped = useRef(false);
  const openTimer = useRef(0);
  const closeTimer = useRef(0);

  useEffect(
    () => () => {
      window.clearTimeout(openTimer.current);
      window.clearTimeout(closeTimer.current);
    },
    [],
  );

  // onMount is the parent's stable callback; it runs once, after the panels' own refs.
  useLayoutEffect(onMount, [onMount]);

  const onValueChange = (next: string) => {
    // Radix closes a panel when the pointer leaves its trigger, but a drop-down that is also a
    // link stays open while the pointer rests on that link.
    if (next === '' && value !== '' && hoveredLink.current === value && !escaped.current) return;
    escaped.current = false;
    if (next === '') openedByHover.current = null;
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
      // Radix toggles on click, so a mouse click on a panel that hovering has just opened
      // would close it again; that first click keeps it open. Keyboard clicks (detail 0) toggle.
      const keepOpen =
        event.detail > 0 && value === itemValue && openedByHover.current === itemValue;
      openedByHover.current = null;
      if (keepOpen) event.preventDefault();
    },
    escape() {
      escaped.current = true;
    },
  };

  return (
    <Navigation.Root
      aria-label={ariaLabel}
      className={styles.root}
      value={value}
      onValueChange={onValueChange}
    >
      <Navigation.List className={styles.list}>
        {items.map((item, index) => {
          const itemValue = itemValueAt(index);
          if (!isDropdown(item)) {
            return (
              <Navigation.Item key={itemValue} value={itemValue}>
                <Navigation.Link asChild active={item.active}>
                  {renderLink({
                    href: item.href,
                    className: styles.topLink,
                    children: item.label,
                    'aria-current': item.active ? 'page' : undefined,
                  })}
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
              onOpenFromKeyboard={() => setValue(itemValue)}
              focusFirstLinkOnMount={
                initialRequest?.value === itemValue && initialRequest.focusFirstLink
              }
              pointer={pointer}
              renderLink={renderLink}
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
  onOpenFromKeyboard: () => void;
  pointer: PointerHandlers;
  renderLink: RenderLink;
  menuButtonLabel: (label: string) => string;
  newTabText: string;
  focusFirstLinkOnMount: boolean;
}

function NavDropdown({
  item,
  itemValue,
  open,
  onOpenFromKeyboard,
  pointer,
  renderLink,
  menuButtonLabel,
  newTabText,
  focusFirstLinkOnMount,
}: NavDropdownProps) {
  const focusFirstLink = useRef(focusFirstLinkOnMount);
  const descriptionIds = useId();

  // The panel mounts a moment after it opens (Radix Presence), so focus it from its ref.
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

  // Radix moves into an open panel with ArrowDown; a closed one opens first.
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

  const label = <DropdownLabel item={item} />;

  return (
    <Navigation.Item
      ref={itemRef}
      value={itemValue}
      className={item.panel === 'list' ? styles.anchoredItem : undefined}
    >
      {item.href ? (
        <div className={styles.split}>
          <Navigation.Link
            asChild
            active={item.active}
            onPointerEnter={whenMouse(() => pointer.enterLink(itemValue))}
            onPointerLeave={whenMouse(() => pointer.leaveLink(itemValue))}
          >
            {renderLink({
              href: item.href,
              className: styles.topLink,
              children: label,
              'aria-current': item.active ? 'page' : undefined,
            })}
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
          {label}
          <span className={styles.chevron}>
            <ChevronDownIcon />
          </span>
        </Navigation.Trigger>
      )}
      <Navigation.Content
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
                    renderLink({
                      href: link.href,
                      className: styles.panelLink,
                      children: link.label,
                      'aria-current': link.active ? 'page' : undefined,
                    })
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
