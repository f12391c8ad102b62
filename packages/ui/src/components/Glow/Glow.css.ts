import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { pointerTrailLayer } from '../CursorFollower/pointerTrailLayer';

export const root = style(pointerTrailLayer(vars.duration.normal, vars.duration.slow));

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
