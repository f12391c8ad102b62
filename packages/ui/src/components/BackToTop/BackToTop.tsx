'use client';

import { forwardRef, useEffect, useState } from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { ArrowUpIcon } from '../../system/Icon/icons';
import { mediaQueries } from '../../theme/tokens';
import * as styles from './BackToTop.css';
import { moveFocus } from './moveFocus';

export interface BackToTopProps {
  /** Accessible name of the button, e.g. "Back to top". */
  label: string;
  /**
   * Id of the element that receives focus once the page is back at the top, usually the skip
   * link's target (`<main>`). Without it, focus goes to the document body.
   */
  focusTargetId?: string;
}

/**
 * A floating button that appears once the page has scrolled down one viewport height.
 * Place it in `FloatingActions` so it stacks with the other floating buttons.
 */
export const BackToTop = /* @__PURE__ */ forwardRef<HTMLButtonElement, BackToTopProps>(
  function BackToTop({ label, focusTargetId }, ref) {
    const [visible, setVisible] = useState(false);

    useEffect(() => {
      let frame = 0;
      const measure = () => {
        frame = 0;
        setVisible(window.scrollY >= window.innerHeight);
      };
      const schedule = () => {
        if (frame === 0) frame = window.requestAnimationFrame(measure);
      };
      // The page may already be scrolled (history restore, reload).
      schedule();
      window.addEventListener('scroll', schedule, { passive: true });
      window.addEventListener('resize', schedule, { passive: true });
      return () => {
        window.removeEventListener('scroll', schedule);
        window.removeEventListener('resize', schedule);
        if (frame !== 0) window.cancelAnimationFrame(frame);
      };
    }, []);

    const scrollToTop = () => {
      const reduceMotion =
        typeof window.matchMedia === 'function' &&
        window.matchMedia(mediaQueries.reducedMotion).matches;
      window.scrollTo({ top: 0, behavior: reduceMotion ? 'instant' : 'smooth' });
      const target = focusTargetId ? document.getElementById(focusTargetId) : null;
      moveFocus(target ?? document.body);
    };

    return (
      <button
        ref={ref}
        type="button"
        className={styles.button}
        data-state={visible ? 'visible' : 'hidden'}
        hidden={!visible}
        onClick={scrollToTop}
      >
        <ArrowUpIcon className={styles.icon} />
        <span className={visuallyHidden}>{label}</span>
      </button>
    );
  },
);
