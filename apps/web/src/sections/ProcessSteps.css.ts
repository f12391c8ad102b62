import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@ngs/ui/theme';

const marker = '3rem';
const rail = { content: '""', position: 'absolute', background: vars.color.border } as const;

export const steps = style({
  display: 'grid',
  // Wide: one equal column per step, however many there are, and three rows the steps share so
  // that their titles and texts line up whether a title takes one line or two.
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'repeat(3, auto)',
  gap: vars.space.lg,
  '@media': {
    [mediaQueries.tablet]: {
      gridAutoFlow: 'row',
      gridTemplateRows: 'none',
      gridTemplateColumns: 'minmax(0, 1fr)',
      rowGap: vars.space.xl,
    },
  },
});

export const step = style({
  position: 'relative',
  display: 'grid',
  gridRow: 'span 3',
  gridTemplateRows: 'subgrid',
  alignContent: 'start',
  gap: vars.space.sm,
  // A rail from each number to the next one's: across on wide screens, down below them.
  selectors: {
    '&:not(:last-child)::after': {
      ...rail,
      top: `calc(${marker} / 2 - 1px)`,
      insetInlineStart: marker,
      insetInlineEnd: `calc(-1 * ${vars.space.lg})`,
      height: 2,
    },
  },
  '@media': {
    // Tablet: compact rows, the title beside the number and the text at a reading measure.
    [mediaQueries.tablet]: {
      gridRow: 'auto',
      gridTemplateRows: 'none',
      gridTemplateColumns: `${marker} minmax(0, 15rem) minmax(0, 65ch)`,
      columnGap: vars.space.lg,
      alignItems: 'start',
      selectors: {
        '&:not(:last-child)::after': {
          top: marker,
          bottom: `calc(-1 * ${vars.space.xl})`,
          insetInlineStart: `calc(${marker} / 2 - 1px)`,
          insetInlineEnd: 'auto',
          width: 2,
          height: 'auto',
        },
      },
    },
    // Phone: the title over the text, both beside the number.
    [mediaQueries.mobile]: {
      gridTemplateColumns: `${marker} minmax(0, 1fr)`,
      columnGap: vars.space.md,
    },
  },
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: marker,
  height: marker,
  borderRadius: vars.radius.full,
  background: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  // On a phone the number stands beside both the title and the text.
  '@media': { [mediaQueries.mobile]: { gridRow: 'span 2' } },
});

export const title = style({
  margin: 0,
  '@media': {
    [mediaQueries.tablet]: { paddingBlockStart: vars.space.sm },
  },
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  '@media': {
    [mediaQueries.tablet]: { paddingBlockStart: vars.space.sm },
    [mediaQueries.mobile]: { paddingBlockStart: 0 },
  },
});
