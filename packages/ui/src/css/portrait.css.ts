import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A person's photo (TestimonialCard, TestimonialDialog): cropped to a circle, on `surface` until it loads. */
export const portrait = style({
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.surface,
});
