import type { CSSProperties, ReactNode } from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { PauseIcon, PlayIcon } from '../../system/Icon/icons';
import * as styles from './Ticker.css';

export interface TickerProps {
  /** Names the strip, e.g. "Featured services". */
  label: string;
  /** The items, shown one at a time, in turn. */
  items: readonly ReactNode[];
  /** How long each item shows. */
  intervalMs: number;
  /** Names the pause switch, e.g. "Pause featured services". */
  pauseLabel: string;
}

// `var(--name)` → `--name`, to set a vanilla-extract variable inline.
const cssVar = (reference: string) => reference.slice(4, -1);

/**
 * A one-line strip that shows its items one at a time, in turn. CSS alone turns it, from the
 * first paint and without script: it stops under the pointer, while focus is inside (and then
 * shows the focused item), with its pause switch, and never moves under prefers-reduced-motion.
 */
export function Ticker({ label, items, intervalMs, pauseLabel }: TickerProps) {
  const timing = {
    [cssVar(styles.count)]: String(items.length),
    [cssVar(styles.interval)]: `${intervalMs}ms`,
  } as CSSProperties;
  return (
    <section className={styles.root} aria-label={label} style={timing}>
      <label className={styles.pause}>
        <input type="checkbox" className={styles.pauseInput} />
        <span className={visuallyHidden}>{pauseLabel}</span>
        <span className={styles.pauseIcon} aria-hidden="true">
          <PauseIcon />
        </span>
        <span className={styles.playIcon} aria-hidden="true">
          <PlayIcon />
        </span>
      </label>
      <div className={styles.viewport}>
        <ul className={styles.track}>
          {items.map((item, index) => (
            <li key={index} className={styles.item}>
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
