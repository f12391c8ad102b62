import { forwardRef, type ReactNode } from 'react';
import { button } from '../Button/Button.css';
import { Link } from '../LinkProvider/LinkProvider';
import { Container } from '../Container/Container';
import * as styles from './NotFound.css';

export interface NotFoundProps {
  /** The page's h1, e.g. "Unexpected Application Error!". */
  title: string;
  /** What went wrong, e.g. "404 Not Found". */
  status: string;
  homeLink: { href: string; label: string };
  /** Further help under the link, e.g. the site's search control. */
  extra?: ReactNode;
}

/**
 * The not-found screen: heading, status, a way home and room for search. The ref reaches
 * the heading, which takes focus from script so that a screen reader hears the new page.
 */
export const NotFound = /* @__PURE__ */ forwardRef<HTMLHeadingElement, NotFoundProps>(
  function NotFound({ title, status, homeLink, extra }, ref) {
    return (
      <Container>
        <div className={styles.screen}>
          <h1 ref={ref} className={styles.title} tabIndex={-1}>
            {title}
          </h1>
          <p className={styles.status}>{status}</p>
          <Link href={homeLink.href} className={button({ variant: 'primary', size: 'md' })}>
            {homeLink.label}
          </Link>
          {extra && <div className={styles.extra}>{extra}</div>}
        </div>
      </Container>
    );
  },
);
