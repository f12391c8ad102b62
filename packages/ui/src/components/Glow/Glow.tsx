import { PointerTrail } from '../CursorFollower/PointerTrail';
import * as styles from './Glow.css';

/**
 * A soft halo of the brand accent that trails the mouse. Decoration only, off on touch
 * screens and under reduced motion; it shares CursorFollower's tracking and states.
 */
export function Glow() {
  return (
    <PointerTrail className={styles.root} kind="glow">
      <div className={styles.halo} />
    </PointerTrail>
  );
}
