import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { portrait } from '../../css/portrait.css';

// Above the name, which the Dialog puts first as its title.
export const photo = style([portrait, { width: 160, height: 160, order: -1 }]);

export const role = style({
  margin: 0,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const text = style({
  margin: 0,
  maxWidth: '60ch',
  lineHeight: vars.lineHeight.relaxed,
  whiteSpace: 'pre-line',
  textAlign: 'start',
});
