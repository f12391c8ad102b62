import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * The base of the kit's non-modal overlays (the quick-contact panel): a native popover, which the
 * browser opens from its trigger before any script has run, shows in the top layer, and closes on
 * Escape or a click outside. The browser's default frame and centring are undone; each overlay
 * places itself. Overlays that cover the page are the modal `Dialog`.
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
