import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const title = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  overflowWrap: 'break-word',
});

export const accent = style({ color: vars.color.brandAccentText });

// Large display text on a dark surface can use the brighter decorative accent.
export const accentOnInverse = style({ color: vars.color.brandAccent });
