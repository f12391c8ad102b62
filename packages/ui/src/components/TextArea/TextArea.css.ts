import { style } from '@vanilla-extract/css';

export const textArea = style({
  minHeight: '8rem',
  resize: 'vertical',
});
