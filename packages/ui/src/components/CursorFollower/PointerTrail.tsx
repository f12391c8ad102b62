'use client';

import { useRef, type ReactNode } from 'react';
import { useCursorTracking } from './useCursorTracking';

interface PointerTrailProps {
  /** Positions the layer; its transitions set how closely it trails the pointer. */
  className: string;
  /** Names the layer in the DOM: `data-cursor-follower` or `data-cursor-glow`. */
  kind: 'follower' | 'glow';
  children: ReactNode;
}

/**
 * A decoration layer that the mouse drags along: hidden from assistive technology, and not
 * rendered at all on touch screens or under reduced motion (see useCursorTracking).
 */
export function PointerTrail({ className, kind, children }: PointerTrailProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { enabled, state } = useCursorTracking(ref);
  if (!enabled) return null;
  const name = { [`data-cursor-${kind}`]: '' };
  return (
    <div ref={ref} className={className} {...name} data-state={state} aria-hidden="true">
      {children}
    </div>
  );
}
