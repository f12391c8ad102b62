import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mediaQueries } from '../theme/tokens';

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const button = style({
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: 'none',
  background: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  cursor: 'pointer',
});

export const checkboxLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const track = style({
  position: 'relative',
  display: 'block',
  inlineSize: 'min(16rem, 60vw)',
  blockSize: '1.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

/** Each dot's duration, set inline so the reduced-motion rules below can still override it. */
export const dotDuration = createVar();

export const dot = style({
  position: 'absolute',
  insetBlockStart: 1,
  insetInlineStart: 1,
  inlineSize: '1rem',
  blockSize: '1rem',
  borderRadius: vars.radius.full,
  background: vars.color.brandAccent,
  transitionProperty: 'inset-inline-start',
  transitionDuration: dotDuration,
  transitionTimingFunction: vars.easing.standard,
  '@media': { [mediaQueries.reducedMotion]: { transition: 'none' } },
});

// The demo's own switch does what the media query does, for readers who cannot change the setting.
globalStyle(`[data-reduced-motion="true"] ${dot}`, { transition: 'none' });

globalStyle(`[data-moved="true"] ${dot}`, { insetInlineStart: 'calc(100% - 1rem - 1px)' });

export const curve = style({
  display: 'block',
  inlineSize: '6rem',
  blockSize: '6rem',
  overflow: 'visible',
  color: vars.color.text,
});
