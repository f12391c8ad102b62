import type { ReactNode } from 'react';

export const navMenuPanels = ['grid', 'list'] as const;
export type NavMenuPanel = (typeof navMenuPanels)[number];

export interface NavMenuPanelLink {
  label: string;
  href: string;
  description?: string;
  /** Opens in a new tab, with `rel="noopener noreferrer"` and a hidden "(opens in a new tab)". */
  external?: boolean;
  active?: boolean;
}

export interface NavMenuLinkItem {
  label: string;
  href: string;
  /** The app decides which page is current: the link gets `aria-current="page"` and the accent colour. */
  active?: boolean;
}

export interface NavMenuDropdownItem {
  label: string;
  /** With an href the label is a link, and a separate button shows the menu. */
  href?: string;
  active?: boolean;
  /** `grid`: three columns (e.g. every service); `list`: one column (e.g. offices). */
  panel: NavMenuPanel;
  links: readonly NavMenuPanelLink[];
  /** Shown before the label, e.g. a globe for "Our offices". */
  icon?: ReactNode;
  /** Show only the icon; the label stays the button's accessible name. */
  hideLabel?: boolean;
}

export type NavMenuItem = NavMenuLinkItem | NavMenuDropdownItem;

export interface NavMenuProps {
  items: readonly NavMenuItem[];
  /** Names the navigation landmark, e.g. "Main". */
  'aria-label': string;
  /** Name of the button that shows the menu of a drop-down that is also a link. */
  menuButtonLabel?: (label: string) => string;
  newTabText?: string;
}

export const isDropdown = (item: NavMenuItem): item is NavMenuDropdownItem => 'panel' in item;

export const defaultMenuButtonLabel = (label: string) => `Show ${label} menu`;

/** Radix's value for the item at this index; '' means every panel is closed. */
export const itemValueAt = (index: number) => `item-${index}`;
