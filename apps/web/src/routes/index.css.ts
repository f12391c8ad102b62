import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@ngs/ui/theme';

export const anchor = style({ scrollMarginTop: vars.size.headerHeight });

export const tinted = style({
  background: vars.color.surface,
  scrollMarginTop: vars.size.headerHeight,
});

export const offerRows = style({ display: 'grid' });

export const offerRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: vars.space.lg,
  alignItems: 'center',
  paddingBlock: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [mediaQueries.mobile]: { gridTemplateColumns: '1fr', gap: vars.space.xs } },
});

export const offerNumber = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandAccentText,
});

export const offerText = style({ margin: `${vars.space.xxs} 0 0`, color: vars.color.textMuted });

export const offerLink = style({
  color: vars.color.brandAccentText,
  fontWeight: vars.fontWeight.medium,
  textUnderlineOffset: '0.2em',
});

export const companyLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});
