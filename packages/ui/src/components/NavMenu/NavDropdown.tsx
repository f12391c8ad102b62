'use client';

import * as Navigation from '@radix-ui/react-navigation-menu';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { ChevronDownIcon, ExternalLinkIcon } from '../../system/Icon/icons';
import { Link } from '../LinkProvider/LinkProvider';
import * as styles from './NavMenu.css';
import type { NavMenuDropdownItem } from './navMenuModel';

/** What the menu tells a drop-down to do as the pointer and keyboard move over it. */
export interface PointerHandlers {
  /** The mouse is on the drop-down's link or button. */
  hover: (itemValue: string) => void;
  leave: (itemValue: string) => void;
  /** The pointer is in the drop-down's panel. */
  enterPanel: () => void;
  clickTrigger: (event: MouseEvent<HTMLButtonElement>, itemValue: string) => void;
  /** Escape, or a link chosen in the panel: the panel closes, wherever the pointer is. */
  askClose: () => void;
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

export function NavDropdown({
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

  // preventDefault keeps Radix's own hover handling out (see NavMenu).
  const whenMouse =
    (handler: (itemValue: string) => void) =>
    (event: { pointerType: string; preventDefault: () => void }) => {
      if (event.pointerType !== 'mouse') return;
      event.preventDefault();
      handler(itemValue);
    };

  const triggerHandlers = {
    onKeyDown: onTriggerKeyDown,
    onPointerMove: whenMouse(pointer.hover),
    onPointerLeave: whenMouse(pointer.leave),
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
            onPointerEnter={whenMouse(pointer.hover)}
            onPointerLeave={whenMouse(pointer.leave)}
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
        onPointerEnter={pointer.enterPanel}
        onEscapeKeyDown={pointer.askClose}
      >
        <ul className={styles.panelList({ layout: item.panel })}>
          {item.links.map((link, index) => {
            const descriptionId = link.description ? `${descriptionIds}-${index}` : undefined;
            return (
              <li key={`${link.href} ${link.label}`} className={styles.panelItem}>
                <Navigation.Link
                  asChild
                  active={link.active}
                  aria-describedby={descriptionId}
                  onSelect={pointer.askClose}
                >
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
