import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

// Text inputs, text areas and selects share one look; the border keeps 3:1 against the page.
export const control = style({
  width: '100%',
  minHeight: 44,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
  '@media': { [mediaQueries.reducedMotion]: { transition: 'none' } },
});

// Native checkboxes and radios, enlarged and tinted; the browser keeps the tick legible.
export const choiceInput = style({
  flex: 'none',
  width: 24,
  height: 24,
  margin: 0,
  accentColor: vars.color.brandAccentText,
  cursor: 'pointer',
  selectors: {
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.critical}`, outlineOffset: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
