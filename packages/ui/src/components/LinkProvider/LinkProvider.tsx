'use client';

import {
  createContext,
  createElement,
  useContext,
  type AnchorHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';

/** What the kit hands the app's link component: an `<a>`'s attributes, always with an href. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The app's link, e.g. its router's: it must render an `<a>` with every prop it is given (the
 * kit adds classes, ARIA attributes and click handlers) and pass `ref` on to it.
 */
export type LinkComponent = (props: LinkComponentProps) => ReactNode;

const PlainAnchor: LinkComponent = ({ ref, children, ...props }) => (
  <a ref={ref} {...props}>
    {children}
  </a>
);

const LinkComponentContext = /* @__PURE__ */ createContext<LinkComponent>(PlainAnchor);

export interface LinkProviderProps {
  linkComponent: LinkComponent;
  children: ReactNode;
}

/**
 * Set once at the root: every link the kit draws goes through the app's link component, so an
 * internal link navigates in the app instead of reloading the page. Without it, plain `<a>`s.
 */
export function LinkProvider({ linkComponent, children }: LinkProviderProps) {
  return <LinkComponentContext value={linkComponent}>{children}</LinkComponentContext>;
}

/** An `<a>` drawn by the app's link component: the one way the kit renders a link. */
export function Link(props: LinkComponentProps) {
  // The app's component, set once at the root: the same one on every render.
  return createElement(useContext(LinkComponentContext), props);
}
