import { style } from '@vanilla-extract/css';
import { vars } from '@ngs/ui/theme';

export const confirmation = style({
  display: 'grid',
  gap: vars.space.md,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `6px solid ${vars.color.positive}`,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  fontWeight: vars.fontWeight.medium,
});
