'use client';

import { useEffect, useState, type RefObject } from 'react';
import { mediaQueries } from '../../theme/tokens';

export const cursorStates = ['hidden', 'visible', 'hover'] as const;
export type CursorState = (typeof cursorStates)[number];

/** Elements the pointer "hovers" in the decoration's sense; the app marks them. */
export const cursorHoverSelector = '[data-cursor="hover"]';

/**
 * Tracks the mouse for a purely decorative element: moves `ref` with a transform once per
 * animation frame and reports its state. Enabled only for a fine pointer without
 * `prefers-reduced-motion`; until the first effect runs it stays disabled, so rendering on
 * the server never touches `window`.
 */
export function useCursorTracking(ref: RefObject<HTMLElement | null>): {
  enabled: boolean;
  state: CursorState;
} {
  const [enabled, setEnabled] = useState(false);
  const [state, setState] = useState<CursorState>('hidden');

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const finePointer = window.matchMedia(mediaQueries.finePointer);
    const reducedMotion = window.matchMedia(mediaQueries.reducedMotion);
    const update = () => setEnabled(finePointer.matches && !reducedMotion.matches);
    update();
    finePointer.addEventListener('change', update);
    reducedMotion.addEventListener('change', update);
    return () => {
      finePointer.removeEventListener('change', update);
      reducedMotion.removeEventListener('change', update);
    };
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    let x = 0;
    let y = 0;
    let moved = false;
    let overHoverTarget = false;
    const current = (): CursorState => {
      if (!moved) return 'hidden';
      return overHoverTarget ? 'hover' : 'visible';
    };
    const paint = () => {
      frame = 0;
      if (ref.current) ref.current.style.transform = `translate3d(${x}px, ${y}px, 0)`;
    };
    const onMouseMove = (event: MouseEvent) => {
      x = event.clientX;
      y = event.clientY;
      moved = true;
      setState(current());
      if (frame === 0) frame = window.requestAnimationFrame(paint);
    };
    const onMouseOver = (event: MouseEvent) => {
      overHoverTarget =
        event.target instanceof Element && event.target.closest(cursorHoverSelector) !== null;
      setState(current());
    };
    const onMouseLeave = () => {
      moved = false;
      setState('hidden');
    };
    const root = document.documentElement;
    window.addEventListener('mousemove', onMouseMove, { passive: true });
    document.addEventListener('mouseover', onMouseOver, { passive: true });
    root.addEventListener('mouseleave', onMouseLeave);
    return () => {
      window.removeEventListener('mousemove', onMouseMove);
      document.removeEventListener('mouseover', onMouseOver);
      root.removeEventListener('mouseleave', onMouseLeave);
      if (frame !== 0) window.cancelAnimationFrame(frame);
      setState('hidden');
    };
  }, [enabled, ref]);

  return { enabled, state };
}
