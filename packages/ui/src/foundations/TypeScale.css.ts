import { style } from '@vanilla-extract/css';

// Narrow enough that the line-height paragraph wraps over several lines, so the spacing shows.
export const sampleText = style({
  margin: 0,
  maxInlineSize: '32rem',
  overflowWrap: 'anywhere',
});
