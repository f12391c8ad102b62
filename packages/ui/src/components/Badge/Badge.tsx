import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'accent', 'positive', 'critical'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  children: ReactNode;
  /** The marker's colour. The words carry the meaning; the colour only repeats it. */
  tone?: BadgeTone;
}

/** A short state label, e.g. a record's status, in a table row or beside a heading. */
export function Badge({ children, tone = 'neutral' }: BadgeProps) {
  return (
    <span className={styles.badge}>
      <span className={styles.marker[tone]} aria-hidden="true" />
      {children}
    </span>
  );
}
