import { style } from '@vanilla-extract/css';

// Sits on the text's baseline and never squeezes in a flex row.
export const icon = style({ flexShrink: 0 });
