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
  transitionDuration: `${vars.duration.normal}, ${vars.duration.slow}`,
  transitionTimingFunction: vars.easing.standard,
  willChange: 'transform',
  selectors: {
    '&[data-state="hidden"]': { opacity: 0 },
  },
  '@media': {
    [mediaQueries.reducedMotion]: { transition: 'none' },
  },
});

export const halo = style({
  position: 'absolute',
  width: 480,
  height: 480,
  borderRadius: vars.radius.full,
  background: `radial-gradient(circle, ${vars.color.brandAccent} 0%, transparent 65%)`,
  opacity: 0.12,
  transform: 'translate(-50%, -50%)',
  transitionProperty: 'opacity, transform',
  transitionDuration: vars.duration.normal,
  transitionTimingFunction: vars.easing.standard,
  '@media': {
    [mediaQueries.reducedMotion]: { transition: 'none' },
  },
});

globalStyle(`${root}[data-state="hover"] ${halo}`, {
  opacity: 0.2,
  transform: 'translate(-50%, -50%) scale(0.8)',
});
