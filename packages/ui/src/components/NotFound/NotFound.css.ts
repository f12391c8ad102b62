import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { heading, headingText } from '../../system/Heading/Heading.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  paddingBlock: vars.space.xxxl,
});

export const title = style([
  headingText({ size: 'xxl' }),
  heading,
  // A flex item is at least as wide as its longest word unless capped; capped, the word wraps.
  { maxWidth: '100%', selectors: { '&:focus': { outline: 'none' } } },
]);

export const status = style({
  margin: 0,
  maxWidth: '100%',
  overflowWrap: 'break-word',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.brandAccentText,
  fontWeight: vars.fontWeight.medium,
});

export const extra = style({ width: '100%', maxWidth: '36rem' });
