import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@ngs/ui/theme';

export const profile = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(200px, 320px) 1fr',
  gap: vars.space.xxl,
  alignItems: 'start',
  paddingBlock: vars.space.xxl,
  '@media': { [mediaQueries.mobile]: { gridTemplateColumns: '1fr' } },
});

export const portrait = style({ width: '100%', height: 'auto', borderRadius: vars.radius.lg });

export const text = style({ lineHeight: vars.lineHeight.relaxed, maxWidth: '65ch' });

export const subtitle = style({
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.lg,
  color: vars.color.brandAccentText,
  fontWeight: vars.fontWeight.medium,
});
