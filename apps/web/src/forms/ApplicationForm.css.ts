import { style } from '@vanilla-extract/css';
import { vars } from '@ngs/ui/theme';

export const form = style({ display: 'grid', gap: vars.space.xl });

export const privacy = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  lineHeight: vars.lineHeight.relaxed,
});

export const paragraph = style({ margin: 0 });

export const consents = style({ display: 'grid', gap: vars.space.md });

export const role = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderInlineStart: `6px solid ${vars.color.brandAccent}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const roleTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
