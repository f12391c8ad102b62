import { Link } from '@tanstack/react-router';
import type { InternalHref } from '@ngs/content';
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';

type RegisteredPath = Parameters<typeof Link>[0]['to'];

export interface ContentLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'children'
> {
  /** A site path written in @ngs/content, possibly with `?search` and `#hash`. */
  href: InternalHref;
  children: ReactNode;
}

/**
 * A router link for paths that come from content. Content paths are plain strings, so the
 * router cannot type-check them; @ngs/content's tests check each one against the route table.
 */
export const ContentLink = forwardRef<HTMLAnchorElement, ContentLinkProps>(function ContentLink(
  { href, children, ...rest },
  ref,
) {
  const url = new URL(href, 'http://site.invalid');
  const search = Object.fromEntries(url.searchParams);
  return (
    <Link
      ref={ref}
      to={url.pathname as RegisteredPath}
      search={Object.keys(search).length > 0 ? (search as never) : undefined}
      hash={url.hash ? url.hash.slice(1) : undefined}
      {...rest}
    >
      {children}
    </Link>
  );
});

/** Adapter for the kit's `renderLink` props: the kit draws the link, the router navigates. */
export function renderContentLink({
  href,
  className,
  children,
  ...rest
}: {
  href: string;
  className?: string;
  children: ReactNode;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children' | 'className'>) {
  return (
    <ContentLink href={href as InternalHref} className={className} {...rest}>
      {children}
    </ContentLink>
  );
}
