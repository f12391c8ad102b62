import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { heading, headingText } from '../../system/Heading/Heading.css';

export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'flex-end',
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  // One viewport plus 80 px, as the spec measures it; `svh` ignores mobile browser bars.
  minHeight: ['calc(100vh + 80px)', 'calc(100svh + 80px)'],
  '@media': {
    // A phone's first screen is the text and its action, from the top: the video is the
    // background, never a band of empty frame pushing the action below the fold.
    [mediaQueries.mobile]: { minHeight: 0, alignItems: 'flex-start' },
  },
});

export const video = style({
  position: 'absolute',
  inset: 0,
  zIndex: -2,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  objectFit: 'cover',
});

// One scrim layer everywhere keeps AA for body text over a white frame in every theme;
// the lower part, where the text sits, gets a second layer for the large title.
export const scrim = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  background: `linear-gradient(to bottom, transparent 0%, ${vars.color.scrim} 55%), linear-gradient(${vars.color.scrim}, ${vars.color.scrim})`,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  maxWidth: '44rem',
  paddingBlock: vars.space.xxxl,
  '@media': {
    // Room below the action for the video's pause button, which sits in the corner.
    [mediaQueries.mobile]: {
      gap: vars.space.md,
      paddingBlock: `${vars.space.xl} ${vars.space.xxxl}`,
    },
  },
});

export const eyebrow = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.2em',
  textTransform: 'uppercase',
  '@media': { [mediaQueries.mobile]: { letterSpacing: '0.08em', fontSize: vars.fontSize.sm } },
});

export const title = style([headingText({ size: 'display' }), heading]);

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'break-word',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const toggle = style({
  position: 'absolute',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  '@media': {
    [mediaQueries.mobile]: { insetBlockEnd: vars.space.md, insetInlineEnd: vars.space.md },
  },
});

export const toggleIcon = style({ width: '1em', height: '1em', flexShrink: 0 });
