import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pointerTrailLayer, pointerTrailMark } from './pointerTrailLayer';

export const root = style(pointerTrailLayer(vars.duration.fast, '90ms'));

export const ring = style([
  pointerTrailMark(32, 'transform, background-color'),
  { border: `2px solid ${vars.color.brandAccent}` },
]);

globalStyle(`${root}[data-state="hover"] ${ring}`, {
  transform: 'translate(-50%, -50%) scale(1.75)',
  backgroundColor: `color-mix(in srgb, ${vars.color.brandAccent} 20%, transparent)`,
});
