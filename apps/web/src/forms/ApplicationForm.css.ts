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
