import { style } from '@vanilla-extract/css';

/** A list that is only structure: no bullets, no browser indent or margins. */
export const listReset = style({ listStyleType: 'none', margin: 0, padding: 0 });
