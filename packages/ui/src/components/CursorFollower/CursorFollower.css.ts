import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { pointerTrailLayer } from './pointerTrailLayer';

export const root = style(pointerTrailLayer(vars.duration.fast, '90ms'));

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
