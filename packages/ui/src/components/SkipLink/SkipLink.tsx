import type { ReactNode } from 'react';
import * as styles from './SkipLink.css';

export interface SkipLinkProps {
  /** Id (without `#`) of the element to jump to, usually `<main>`; give it `tabIndex={-1}`. */
  targetId: string;
  /** E.g. 'Skip to main content'. */
  children: ReactNode;
}

/**
 * The first stop of the keyboard on a page: jumps past the banner to the main content. Out of
 * sight until it takes focus, then shown where it is.
 */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  return (
    <a className={styles.skipLink} href={`#${targetId}`}>
      {children}
    </a>
  );
}
