import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * The base of every overlay of the kit: a native popover, which the browser opens from its
 * trigger before any script has run, shows in the top layer, and closes on Escape or a click
 * outside. The browser's default frame and centring are undone; each overlay places itself.
 */
export const popover = style({
  margin: 0,
  padding: 0,
  border: 'none',
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  overflowWrap: 'anywhere',
  selectors: {
    '&::backdrop': { background: vars.color.scrim },
    '&:popover-open::backdrop': {
      animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}`,
    },
  },
  '@media': {
    [mediaQueries.reducedMotion]: {
      selectors: { '&:popover-open, &:popover-open::backdrop': { animation: 'none' } },
    },
  },
});

/** A dialog over the middle of the page: a column as wide as a reading measure, or the screen. */
export const dialogPanel = style({
  width: 'min(40rem, calc(100vw - 2rem))',
  selectors: { '&:popover-open': { display: 'flex' } },
  flexDirection: 'column',
  gap: vars.space.sm,
  borderRadius: vars.radius.lg,
});
