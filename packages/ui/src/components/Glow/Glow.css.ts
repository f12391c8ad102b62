import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pointerTrailLayer, pointerTrailMark } from '../CursorFollower/pointerTrailLayer';

export const root = style(pointerTrailLayer(vars.duration.normal, vars.duration.slow));

export const halo = style([
  pointerTrailMark(480, 'opacity, transform'),
  {
    background: `radial-gradient(circle, ${vars.color.brandAccent} 0%, transparent 65%)`,
    opacity: 0.12,
  },
]);

globalStyle(`${root}[data-state="hover"] ${halo}`, {
  opacity: 0.2,
  transform: 'translate(-50%, -50%) scale(0.8)',
});
