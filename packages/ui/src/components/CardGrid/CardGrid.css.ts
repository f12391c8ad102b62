import { style } from '@vanilla-extract/css';

// Lets each card stretch to the row's height so a row of cards lines up.
export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
