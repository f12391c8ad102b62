import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mediaQueries } from '../theme/tokens';

/**
 * How a part comes in: `keyframes` played once over `duration`, and not at all when the visitor
 * asks for reduced motion. Put it last in a `style([...])`, so that rule follows any other media
 * rule of the style.
 */
export function entrance(keyframes: string, duration: string = vars.duration.normal): StyleRule {
  return {
    animation: `${keyframes} ${duration} ${vars.easing.standard}`,
    '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
  };
}
