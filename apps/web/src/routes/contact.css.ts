import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@ngs/ui/theme';

/** The form beside the direct contacts; stacked on narrow screens. */
export const formLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const direct = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  fontWeight: vars.fontWeight.medium,
});

export const office = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  fontStyle: 'normal',
});

export const mapLink = style({
  display: 'grid',
  gap: vars.space.xxs,
  color: vars.color.text,
  textDecoration: 'none',
  lineHeight: vars.lineHeight.normal,
});

export const mapHint = style({
  marginTop: vars.space.xs,
  color: vars.color.brandAccentText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
});

export const address = style({ fontStyle: 'normal' });
