import { style } from '@vanilla-extract/css';
import { vars } from '@ngs/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.xxl });

export const text = style({ margin: 0, maxWidth: '65ch', color: vars.color.textMuted });

export const stage = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxl,
  minHeight: 320,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

const shape = {
  display: 'grid',
  placeItems: 'center',
  width: 160,
  height: 160,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
} as const;

export const circle = style({ ...shape, borderRadius: vars.radius.full });

export const square = style({ ...shape, borderRadius: vars.radius.md });
