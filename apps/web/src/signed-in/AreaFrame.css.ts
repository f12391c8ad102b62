import { style } from '@vanilla-extract/css';
import { vars } from '@ngs/ui/theme';

export const banner = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const bannerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
});

export const brandLink = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'none',
});

export const areaName = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const account = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const main = style({
  display: 'block',
  paddingBlock: vars.space.xl,
  outline: 'none',
  minHeight: '70vh',
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const notice = style({
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.positive}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const stack = style({ display: 'grid', gap: vars.space.lg, maxWidth: '40rem' });

export const wide = style({ display: 'grid', gap: vars.space.lg });

/** A bordered block of a screen: a record's files, a form, an application. */
export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
