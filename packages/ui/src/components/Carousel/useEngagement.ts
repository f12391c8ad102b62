'use client';

import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { mediaQueries } from '../../theme/tokens';

const reducedMotionQuery = mediaQueries.reducedMotion;

function subscribeToReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion() {
  return typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;
}

/** Whether the visitor asks for less motion; false on the server. */
export function usePrefersReducedMotion() {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
}

/**
 * Whether a mouse is over the carousel or focus is inside it: either pauses the autoplay, so
 * nothing moves under the visitor's hand or eyes.
 */
export function useEngagement(
  root: RefObject<HTMLElement | null>,
  rotationButton: RefObject<HTMLButtonElement | null>,
) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  // Native listeners: the section is a landmark, not a control, so it takes no React handlers.
  useEffect(() => {
    const section = root.current;
    if (!section) return;
    const onPointerEnter = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(true);
    };
    const onPointerLeave = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(false);
    };
    // The rotation button itself does not pause, so that Play visibly plays.
    const onFocusIn = (event: FocusEvent) => setFocused(event.target !== rotationButton.current);
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && section.contains(next)) return;
      // A dialog opened from a slide (e.g. "Read more") takes focus for a while and gives it
      // back: keep still meanwhile, or the slide it returns to could have moved out of view.
      if (next instanceof Element && next.closest('dialog, [role="dialog"], [role="alertdialog"]'))
        return;
      setFocused(false);
    };
    section.addEventListener('pointerenter', onPointerEnter);
    section.addEventListener('pointerleave', onPointerLeave);
    section.addEventListener('focusin', onFocusIn);
    section.addEventListener('focusout', onFocusOut);
    return () => {
      section.removeEventListener('pointerenter', onPointerEnter);
      section.removeEventListener('pointerleave', onPointerLeave);
      section.removeEventListener('focusin', onFocusIn);
      section.removeEventListener('focusout', onFocusOut);
    };
  }, [root, rotationButton]);

  return { hovered, focused };
}
