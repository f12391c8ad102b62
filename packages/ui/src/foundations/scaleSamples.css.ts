import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const spaceBar = style({
  display: 'block',
  blockSize: '1rem',
  background: vars.color.brandAccent,
  borderRadius: 2,
});

export const radiusBox = style({
  display: 'block',
  inlineSize: '5rem',
  blockSize: '3.5rem',
  background: vars.color.surface,
  border: `2px solid ${vars.color.textMuted}`,
});

// On `surface`, as raised things sit in the kit, so the shadow reads as it does in components.
export const shadowStage = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

export const shadowCard = style({
  display: 'block',
  inlineSize: '8rem',
  blockSize: '4rem',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
});
