import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { heading, headingText } from '../../system/Heading/Heading.css';
import { listReset } from '../../system/listReset.css';

export const timeline = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const list = style([
  listReset,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xl,
    // The rail joining the step numbers.
    selectors: {
      '&::before': {
        content: '""',
        position: 'absolute',
        insetBlock: vars.space.lg,
        insetInlineStart: `calc(${vars.space.xl} - 1px)`,
        width: 2,
        background: vars.color.border,
      },
    },
  },
]);

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `calc(${vars.space.xl} * 2) minmax(0, 1fr)`,
  gridTemplateAreas: '"marker body" ". media"',
  columnGap: vars.space.lg,
  rowGap: vars.space.md,
  alignItems: 'start',
});

export const marker = style({
  gridArea: 'marker',
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.space.xl} * 2)`,
  height: `calc(${vars.space.xl} * 2)`,
  borderRadius: vars.radius.full,
  background: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const body = style({
  gridArea: 'body',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  paddingBlockStart: vars.space.sm,
});

export const stepTitle = style([headingText({ size: 'lg' }), heading]);

export const stepText = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'break-word',
});

export const media = style({ gridArea: 'media', margin: 0, minWidth: 0 });

export const image = style({
  width: '100%',
  maxWidth: '28rem',
  height: 'auto',
  borderRadius: vars.radius.md,
});

/*
 * Alternate: on desktop the rail runs down the middle and steps zig-zag around it, text on one
 * side and image on the other. At tablet width and below it falls back to the stacked layout.
 */
const desktop = mediaQueries.desktop;

export const alternateList = style({
  '@media': {
    [desktop]: {
      selectors: { '&::before': { insetInlineStart: 'calc(50% - 1px)' } },
    },
  },
});

globalStyle(`${alternateList} > ${step}`, {
  '@media': {
    [desktop]: {
      gridTemplateColumns: `minmax(0, 1fr) calc(${vars.space.xl} * 2) minmax(0, 1fr)`,
      gridTemplateAreas: '"body marker media"',
      alignItems: 'center',
    },
  },
});

globalStyle(`${alternateList} > ${step}:nth-child(even)`, {
  '@media': { [desktop]: { gridTemplateAreas: '"media marker body"' } },
});

globalStyle(`${alternateList} > ${step}:nth-child(odd) > ${body}`, {
  '@media': { [desktop]: { textAlign: 'end', alignItems: 'flex-end', paddingBlockStart: 0 } },
});

globalStyle(`${alternateList} > ${step}:nth-child(even) > ${body}`, {
  '@media': { [desktop]: { paddingBlockStart: 0 } },
});

globalStyle(`${alternateList} > ${step}:nth-child(even) > ${media}`, {
  '@media': { [desktop]: { display: 'flex', justifyContent: 'flex-end' } },
});
