import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const section = recipe({
  // Any section can be an in-page link's target: it stops below the sticky header.
  base: { scrollMarginTop: vars.size.headerHeight },
  variants: {
    tone: {
      plain: {},
      tinted: { background: vars.color.surface },
      inverse: { background: vars.color.surfaceInverse, color: vars.color.textInverse },
    },
  },
});

/** The section's vertical rhythm inside the page width. */
export const band = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.xxl,
});

export const lead = recipe({
  base: {
    margin: 0,
    maxWidth: '70ch',
    fontSize: vars.fontSize.lg,
    lineHeight: vars.lineHeight.relaxed,
    color: vars.color.textMuted,
  },
  variants: {
    // On the inverse surface the lead takes the surface's text colour.
    onInverse: { true: { color: 'inherit' }, false: {} },
  },
});
