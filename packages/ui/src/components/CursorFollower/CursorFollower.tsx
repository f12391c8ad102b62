import * as styles from './CursorFollower.css';
import { PointerTrail } from './PointerTrail';

/**
 * A ring that follows the mouse and grows over elements marked `data-cursor="hover"`.
 * Decoration only: hidden from assistive technology, never intercepts clicks, never hides
 * the system cursor, and renders nothing on touch screens or under reduced motion.
 */
export function CursorFollower() {
  return (
    <PointerTrail className={styles.root} kind="follower">
      <div className={styles.ring} />
    </PointerTrail>
  );
}
