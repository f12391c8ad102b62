import { Link } from '../LinkProvider/LinkProvider';
import { ChevronLeftIcon, ChevronRightIcon } from '../../system/Icon/icons';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** The navigation landmark's name, e.g. 'Pages' or 'Search result pages'. */
  label: string;
  /** 1-based. */
  page: number;
  pageCount: number;
  /** The address of a page, keeping whatever else the list is filtered by. */
  hrefFor: (page: number) => string;
  previousLabel: string;
  nextLabel: string;
  /** E.g. (2, 5) → 'Page 2 of 5'. */
  position: (page: number, pageCount: number) => string;
}

/**
 * Previous and next links around the current position. Links, not buttons: every page has its
 * own address, works without script and can be opened in a new tab. A link with nowhere to go
 * is left out rather than disabled, so no one tabs to a dead control.
 */
export function Pagination({
  label,
  page,
  pageCount,
  hrefFor,
  previousLabel,
  nextLabel,
  position,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className={styles.link}>
          <ChevronLeftIcon size={16} />
          {previousLabel}
        </Link>
      ) : null}
      <p className={styles.position}>{position(page, pageCount)}</p>
      {page < pageCount ? (
        <Link href={hrefFor(page + 1)} rel="next" className={styles.link}>
          {nextLabel}
          <ChevronRightIcon size={16} />
        </Link>
      ) : null}
    </nav>
  );
}
