import { style } from '@vanilla-extract/css';
import { vars } from '@ngs/ui/theme';

export const main = style({ display: 'block' });

export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'center',
  justifyItems: 'start',
  minHeight: `calc(100vh - ${vars.size.headerHeight})`,
  padding: `${vars.space.xxxl} max(${vars.space.lg}, calc((100vw - ${vars.size.containerMax}) / 2))`,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});

export const eyebrow = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.2em',
  textTransform: 'uppercase',
  color: vars.color.brandAccent,
});

export const lead = style({ maxWidth: '60ch', fontSize: vars.fontSize.lg, margin: 0 });

export const section = style({
  maxWidth: vars.size.containerMax,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
});
