import { style } from '@vanilla-extract/css';
import { vars } from '@ngs/ui/theme';

export const closingImage = style({
  width: '100%',
  maxWidth: 720,
  height: 'auto',
  marginInline: 'auto',
  borderRadius: vars.radius.lg,
});
