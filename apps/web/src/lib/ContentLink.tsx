import { Link } from '@tanstack/react-router';
import type { InternalHref } from '@ngs/content';
import type { LinkComponent } from '@ngs/ui';
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

/**
 * The link component the kit draws its links with (set once in the root's LinkProvider): site
 * paths go through the router, anything else (another site, mail, phone, an in-page #anchor)
 * is a plain `<a>`.
 */
export const appLink: LinkComponent = ({ href, ref, children, ...rest }) =>
  href.startsWith('/') ? (
    <ContentLink ref={ref} href={href as InternalHref} {...rest}>
      {children}
    </ContentLink>
  ) : (
    <a ref={ref} href={href} {...rest}>
      {children}
    </a>
  );
