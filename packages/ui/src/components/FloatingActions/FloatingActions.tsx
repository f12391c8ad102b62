import { forwardRef, type ReactNode } from 'react';
import * as styles from './FloatingActions.css';

export interface FloatingActionsProps {
  /** Floating controls, top to bottom, e.g. `<BackToTop />` then `<QuickContact />`. */
  children: ReactNode;
}

/**
 * Pins floating controls to the bottom-right corner and stacks them, so they never overlap: a
 * control that is hidden takes no room. An open QuickContact panel shows above the corner, in
 * front of the page (a popover), until it is closed.
 */
export const FloatingActions = /* @__PURE__ */ forwardRef<HTMLDivElement, FloatingActionsProps>(
  function FloatingActions({ children }, ref) {
    return (
      <div ref={ref} className={styles.root} data-floating-actions="">
        {children}
      </div>
    );
  },
);
