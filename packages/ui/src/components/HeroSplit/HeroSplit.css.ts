import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const hero = style({
  // As tall as the text and the image: a hero stretched to the window's height would centre them
  // in a blank band and push them down. The padding grows a little with the window's height.
  paddingBlock: 'clamp(2.5rem, 7svh, 4.5rem)',
  background: vars.color.background,
  color: vars.color.text,
  '@media': {
    [mediaQueries.mobile]: { paddingBlock: vars.space.xl },
  },
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xxl,
  '@media': {
    [mediaQueries.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  minWidth: 0,
});

globalStyle(`${text} > h1`, { fontSize: vars.fontSize.display });

// Items aligned to the start are as wide as their longest word unless capped; capped, the
// title's and the paragraph's overflow-wrap can break a word too long for a phone.
globalStyle(`${text} > *`, { maxWidth: '100%' });

export const paragraph = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
  overflowWrap: 'break-word',
});

export const lead = style({
  display: 'block',
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const media = style({ margin: 0, minWidth: 0 });

export const image = style({
  width: '100%',
  height: 'auto',
  objectFit: 'contain',
  borderRadius: vars.radius.lg,
});
