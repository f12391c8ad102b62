import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The dimmed backdrop behind every modal dialog of the kit. */
export const dialogScrim = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.scrim,
  animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}`,
  '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
});
