import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@ngs/ui/theme';

export const tinted = style({ background: vars.color.surface });

export const panelTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
});

export const panelText = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const collage = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.md,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [mediaQueries.mobile]: { gridTemplateColumns: '1fr' },
  },
});

globalStyle(`${collage} li:nth-child(even)`, { marginTop: vars.space.xl });

globalStyle(`${collage} img`, { width: '100%', height: 'auto', borderRadius: vars.radius.lg });
