import { style } from '@vanilla-extract/css';
import { vars } from '@ngs/ui/theme';

/** A section's vertical rhythm inside a Container. */
export const band = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.xxl,
});

export const lead = style({
  margin: 0,
  maxWidth: '70ch',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
});

export const panel = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const checkList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  lineHeight: vars.lineHeight.relaxed,
});
