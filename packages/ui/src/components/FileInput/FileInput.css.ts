import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const zone = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  border: `2px dashed ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&[data-state="dragover"]': {
      borderStyle: 'solid',
      borderColor: vars.color.brandAccentText,
      background: vars.color.surface,
    },
    '&:has(input[aria-invalid="true"])': { borderColor: vars.color.critical },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    // Dimmed by its frame, not by opacity: the words must keep their contrast.
    '&:has(input:disabled)': { borderColor: vars.color.border, background: vars.color.surface },
  },
  '@media': {
    [mediaQueries.reducedMotion]: { transition: 'none' },
    [mediaQueries.mobile]: { padding: vars.space.md },
  },
});

// The real input covers the whole zone, transparent: a click or tap anywhere opens the picker,
// the keyboard reaches it, and its label names it.
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const choose = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  color: vars.color.text,
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const dropText = style({
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const chosen = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  minWidth: 0,
});

export const status = style({
  margin: 0,
  minWidth: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const fileName = style({ fontWeight: vars.fontWeight.medium });

export const fileSize = style({ color: vars.color.textMuted });
