import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { heading, headingText } from '../../system/Heading/Heading.css';

// How far the scrim behind the text fades out into the art beside it.
const scrimFade = '6rem';
// On phones the art is a band under the action, where the toggle sits, and the text keeps a
// plain ground: art behind a phone's narrow column of text only makes it harder to read.
const phoneArtBand = '10rem';
const phoneFade = '2rem';

export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  // Sized by its content, within a range: tall enough for the art to read as a composition,
  // never so tall that the text floats in an empty band or the action falls below the fold.
  minHeight: ['clamp(32rem, 70vh, 46rem)', 'clamp(32rem, 70svh, 46rem)'],
  '@media': {
    // A phone's first screen is the text and its action, from the top, then a band of the art.
    [mediaQueries.mobile]: {
      minHeight: 0,
      alignItems: 'flex-start',
      paddingBlockEnd: phoneArtBand,
    },
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
  // The video keeps its subject to the right, clear of the text: when the hero is narrower than
  // the video, the left of the frame is what gets cropped.
  objectPosition: 'right center',
  '@media': {
    // The band shows the subject close up: a box wider than the phone, cropped to its right.
    [mediaQueries.mobile]: {
      insetBlockStart: 'auto',
      insetInlineStart: 'auto',
      width: '250%',
      height: `calc(${phoneArtBand} + ${phoneFade})`,
    },
  },
});

export const content = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  // About half the container: the other half is the art's.
  maxWidth: 'min(40rem, 56%)',
  paddingBlock: 'clamp(3rem, 8svh, 6rem)',
  // The scrim follows the text column, whatever its width: from the hero's edge to a fade past
  // the column, top to bottom (the hero clips it). Under it the text keeps AA contrast over any
  // frame, even a white one, in every theme; beside it the art shows as it is.
  '::before': {
    content: '""',
    position: 'absolute',
    zIndex: -1,
    insetBlock: '-100vh',
    insetInlineStart: '-100vw',
    insetInlineEnd: `calc(-1 * ${scrimFade})`,
    background: `linear-gradient(to right, ${vars.color.scrim} calc(100% - ${scrimFade}), transparent)`,
  },
  '@media': {
    [mediaQueries.mobile]: {
      maxWidth: 'none',
      gap: vars.space.md,
      paddingBlock: `${vars.space.xl} ${vars.space.lg}`,
      selectors: {
        '&::before': {
          insetInlineEnd: '-100vw',
          insetBlockEnd: `calc(-1 * ${phoneFade})`,
          background: `linear-gradient(to bottom, ${vars.color.scrim} calc(100% - ${phoneFade}), transparent)`,
        },
      },
    },
  },
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  textWrap: 'balance',
  '@media': { [mediaQueries.mobile]: { letterSpacing: '0.08em' } },
});

export const title = style([
  headingText({ size: 'display' }),
  heading,
  {
    // On a short window the display size would push the action below the fold.
    fontSize: `min(${vars.fontSize.display}, 8.4svh)`,
    textWrap: 'balance',
    '@media': { [mediaQueries.mobile]: { fontSize: vars.fontSize.display } },
  },
]);

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'break-word',
  textWrap: 'pretty',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const toggle = style({
  position: 'absolute',
  // At the top: the bottom corner is where the site's fixed buttons float.
  insetBlockStart: vars.space.lg,
  // In line with the container's right edge, as the text is with its left.
  insetInlineEnd: `calc(max(0px, (100% - ${vars.size.containerMax}) / 2) + ${vars.space.xl})`,
  // The toggle may sit over the brightest part of the art: its text keeps a solid ground.
  borderRadius: vars.radius.full,
  background: vars.color.surfaceInverse,
  '@media': {
    [mediaQueries.mobile]: {
      insetBlockStart: 'auto',
      insetBlockEnd: vars.space.md,
      insetInlineEnd: vars.space.md,
    },
  },
});

export const toggleIcon = style({ width: '1em', height: '1em', flexShrink: 0 });
