import type { ReactNode } from 'react';

/**
 * What the kit passes to `renderLink`. Return the app's link (e.g. a router `Link`) with these
 * props; it must also pass on any further props and its ref to its `<a>`, as router links do,
 * because the kit adds event handlers and ARIA attributes to the element you return.
 */
export interface RenderLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
}

export type RenderLink = (props: RenderLinkProps) => ReactNode;

/** A plain `<a>`: what components render when the app gives no `renderLink`. */
export const renderAnchor: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;
