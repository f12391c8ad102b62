import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@ngs/ui/theme';

const list = style({
  display: 'grid',
  gap: vars.space.md,
});

export const gallery = styleVariants({
  row: [
    list,
    {
      gridTemplateColumns: 'repeat(3, 1fr)',
      '@media': { [mediaQueries.mobile]: { gridTemplateColumns: '1fr' } },
    },
  ],
  collage: [
    list,
    {
      gridTemplateColumns: 'repeat(4, 1fr)',
      '@media': {
        [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
        [mediaQueries.mobile]: { gridTemplateColumns: '1fr' },
      },
    },
  ],
});

// The collage staggers every other picture, as the spec's "decorative image collage"; in one
// column a stagger would only be an uneven gap.
globalStyle(`${gallery.collage} > li:nth-child(even)`, {
  marginTop: vars.space.xl,
  '@media': { [mediaQueries.mobile]: { marginTop: 0 } },
});

export const image = style({ width: '100%', height: 'auto', borderRadius: vars.radius.lg });

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.sm });

export const caption = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
});
