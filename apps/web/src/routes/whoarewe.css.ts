import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@ngs/ui/theme';

export const tinted = style({ background: vars.color.surface });

export const panelText = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const leaders = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [mediaQueries.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

const leaderBox = style({
  display: 'grid',
  gridTemplateColumns: 'clamp(8rem, 32%, 13rem) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.lg,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

// The spec marks the first leader: it stands out on the inverse surface, as highlighted cards do.
export const leader = styleVariants({
  plain: [leaderBox, { background: vars.color.surfaceRaised, color: vars.color.text }],
  featured: [
    leaderBox,
    {
      background: vars.color.surfaceInverse,
      borderColor: vars.color.surfaceInverse,
      color: vars.color.textInverse,
    },
  ],
});

export const portrait = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
});

export const leaderText = style({ display: 'grid', gap: vars.space.xs });

export const role = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
});
