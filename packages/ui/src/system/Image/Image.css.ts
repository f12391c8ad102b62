import { style } from '@vanilla-extract/css';

// Scales down with its container and keeps its proportions; the width and height attributes
// still give the browser the ratio before the file arrives.
export const fluid = style({ display: 'block', maxWidth: '100%', height: 'auto' });
