import type { ReactNode } from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import * as styles from './FieldError.css';

export interface FieldErrorProps {
  /** Referenced by the field's `aria-describedby`. */
  id: string;
  /** The message; nothing renders without one. */
  children?: ReactNode;
  /** Read before the message by screen readers only, so an error is never told by colour alone. */
  prefix?: string;
}

export function FieldError({ id, children, prefix = 'Error:' }: FieldErrorProps) {
  if (children == null || children === false || children === '') return null;
  return (
    <p id={id} className={styles.error}>
      <span className={visuallyHidden}>{prefix}</span> {children}
    </p>
  );
}
