import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

/**
 * The fixed, zero-size layer a pointer trail moves with `transform`. `lag` is how long it takes
 * to catch up with the pointer: short for a cursor ring, long for a soft glow.
 */
export function pointerTrailLayer(fade: string, lag: string): StyleRule {
  return {
    position: 'fixed',
    top: 0,
    left: 0,
    zIndex: vars.zIndex.cursor,
    width: 0,
    height: 0,
    // Decoration only: it must never catch a click meant for the page.
    pointerEvents: 'none',
    opacity: 1,
    transitionProperty: 'opacity, transform',
    transitionDuration: `${fade}, ${lag}`,
    transitionTimingFunction: vars.easing.standard,
    willChange: 'transform',
    selectors: {
      '&[data-state="hidden"]': { opacity: 0 },
    },
    '@media': {
      [mediaQueries.reducedMotion]: { transition: 'none' },
    },
  };
}

/**
 * The round mark a trail draws inside its layer, `size` px across and centred on the pointer;
 * `transitionProperty` names what its hover state changes, eased unless motion is reduced.
 */
export function pointerTrailMark(size: number, transitionProperty: string): StyleRule {
  return {
    position: 'absolute',
    width: size,
    height: size,
    borderRadius: vars.radius.full,
    transform: 'translate(-50%, -50%)',
    transitionProperty,
    transitionDuration: vars.duration.normal,
    transitionTimingFunction: vars.easing.standard,
    '@media': {
      [mediaQueries.reducedMotion]: { transition: 'none' },
    },
  };
}
