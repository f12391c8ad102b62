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

// The real input, in plain sight: before any script it shows the chosen file's name itself.
// Once the component runs, the name and size show under the zone instead (with a Remove
// button), so the input's own text steps back; its button stays.
export const input = style({
  maxWidth: '100%',
  margin: 0,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
    '&:focus-visible': { outline: 'none' },
    [`${zone}[data-enhanced] &`]: { color: 'transparent' },
    '&::file-selector-button': {
      marginInlineEnd: vars.space.sm,
      minHeight: 40,
      padding: `${vars.space.xxs} ${vars.space.md}`,
      color: vars.color.text,
      background: 'transparent',
      border: `2px solid ${vars.color.text}`,
      borderRadius: vars.radius.full,
      font: 'inherit',
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
      cursor: 'inherit',
    },
  },
});

// A touch screen has nothing to drop: the offer would mean nothing there.
export const dropText = style({
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  '@media': { '(hover: none) and (pointer: coarse)': { display: 'none' } },
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
