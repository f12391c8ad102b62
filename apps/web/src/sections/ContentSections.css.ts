import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@ngs/ui/theme';

const block = {
  paddingBlock: vars.space.xxl,
  gap: vars.space.xxl,
  alignItems: 'center',
} as const;

export const textOnly = style({ ...block, display: 'block', maxWidth: '75ch' });

export const withImage = style({
  ...block,
  display: 'grid',
  gridTemplateColumns: '1.1fr 0.9fr',
  '@media': { [mediaQueries.mobile]: { gridTemplateColumns: '1fr' } },
});

export const text = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const paragraph = style({
  margin: 0,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
  maxWidth: '70ch',
});

export const image = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

/** Every other section puts its illustration first, so a long page reads as a zig-zag. */
export const flipped = style({});

globalStyle(`${flipped} > img`, { order: -1 });
