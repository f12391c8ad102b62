import { forwardRef } from 'react';
import * as styles from './AccentTitle.css';
import { splitAccent } from './splitAccent';

export const accentTitleLevels = ['h1', 'h2', 'h3'] as const;

export interface AccentTitleProps {
  /** The whole title; its first `accentWords` words get the accent colour. */
  children: string;
  as?: (typeof accentTitleLevels)[number];
  accentWords?: number;
  /** Set when the title sits on the theme's inverse (dark) surface. */
  onInverse?: boolean;
  id?: string;
}

export const AccentTitle = /* @__PURE__ */ forwardRef<HTMLHeadingElement, AccentTitleProps>(
  function AccentTitle({ children, as: Tag = 'h2', accentWords = 2, onInverse = false, id }, ref) {
    const { accent, rest } = splitAccent(children, accentWords);
    return (
      <Tag ref={ref} id={id} className={styles.title}>
        <span className={onInverse ? styles.accentOnInverse : styles.accent}>{accent}</span>
        {rest}
      </Tag>
    );
  },
);
