import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const checkbox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
});

// Centres the 24px box on the first line of the label.
export const box = style({ marginTop: 'calc((1lh - 24px) / 2)' });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
});

// Links in a label (e.g. to a privacy policy) must not be told apart by colour alone.
globalStyle(`${label} a`, {
  color: vars.color.brandAccentText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
