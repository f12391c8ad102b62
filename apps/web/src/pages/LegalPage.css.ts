import { style } from '@vanilla-extract/css';
import { vars } from '@ngs/ui/theme';

export const document = style({
  paddingBlock: vars.space.xxl,
  lineHeight: vars.lineHeight.relaxed,
  maxWidth: '75ch',
});

export const header = style({ display: 'grid', gap: vars.space.xs, marginBottom: vars.space.lg });

export const updated = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const sectionTitle = style({
  marginTop: vars.space.xl,
  marginBottom: vars.space.xs,
});

export const mail = style({
  color: vars.color.brandAccentText,
  fontWeight: vars.fontWeight.medium,
});
