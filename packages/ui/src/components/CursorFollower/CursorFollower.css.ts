import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const root = style({
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
  transitionDuration: `${vars.duration.fast}, 90ms`,
  transitionTimingFunction: vars.easing.standard,
  willChange: 'transform',
  selectors: {
    '&[data-state="hidden"]': { opacity: 0 },
  },
  '@media': {
    [mediaQueries.reducedMotion]: { transition: 'none' },
  },
});

export const ring = style({
  position: 'absolute',
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.brandAccent}`,
  transform: 'translate(-50%, -50%)',
  transitionProperty: 'transform, background-color',
  transitionDuration: vars.duration.normal,
  transitionTimingFunction: vars.easing.standard,
  '@media': {
    [mediaQueries.reducedMotion]: { transition: 'none' },
  },
});

globalStyle(`${root}[data-state="hover"] ${ring}`, {
  transform: 'translate(-50%, -50%) scale(1.75)',
  backgroundColor: `color-mix(in srgb, ${vars.color.brandAccent} 20%, transparent)`,
});
