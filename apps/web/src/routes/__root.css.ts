import { style } from '@vanilla-extract/css';
import { vars } from '@ngs/ui/theme';

export const page = style({
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});
