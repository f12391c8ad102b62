import { useRef } from 'react';
import { useCursorTracking } from '../CursorFollower/useCursorTracking';
import * as styles from './Glow.css';

/**
 * A soft halo of the brand accent that trails the mouse. Decoration only, off on touch
 * screens and under reduced motion; it shares CursorFollower's tracking and states.
 */
export function Glow() {
  const ref = useRef<HTMLDivElement>(null);
  const { enabled, state } = useCursorTracking(ref);
  if (!enabled) return null;
  return (
    <div
      ref={ref}
      className={styles.root}
      data-cursor-glow=""
      data-state={state}
      aria-hidden="true"
    >
      <div className={styles.halo} />
    </div>
  );
}
