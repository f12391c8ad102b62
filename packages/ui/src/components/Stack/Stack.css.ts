import { style } from '@vanilla-extract/css';
import { listReset } from '../../system/listReset.css';

// Direction, alignment, wrapping and the gap are the system's sprinkles (system/sprinkles.css.ts);
// only what they do not cover is declared here.
export const stackBase = style([listReset, { minWidth: 0 }]);
