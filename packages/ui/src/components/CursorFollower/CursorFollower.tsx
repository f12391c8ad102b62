import { useRef } from 'react';
import * as styles from './CursorFollower.css';
import { useCursorTracking } from './useCursorTracking';

/**
 * A ring that follows the mouse and grows over elements marked `data-cursor="hover"`.
 * Decoration only: hidden from assistive technology, never intercepts clicks, never hides
 * the system cursor, and renders nothing on touch screens or under reduced motion.
 */
export function CursorFollower() {
  const ref = useRef<HTMLDivElement>(null);
  const { enabled, state } = useCursorTracking(ref);
  if (!enabled) return null;
  return (
    <div
      ref={ref}
      className={styles.root}
      data-cursor-follower=""
      data-state={state}
      aria-hidden="true"
    >
      <div className={styles.ring} />
    </div>
  );
}
