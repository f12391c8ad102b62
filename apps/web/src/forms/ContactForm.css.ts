import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@ngs/ui/theme';

export const card = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  '@media': { [mediaQueries.mobile]: { padding: vars.space.lg } },
});

export const form = style({ display: 'grid', gap: vars.space.lg });
