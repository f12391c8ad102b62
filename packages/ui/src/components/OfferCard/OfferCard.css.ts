import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { headingText } from '../../system/Heading/Heading.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  overflowWrap: 'break-word',
  transitionProperty: 'box-shadow, transform',
  transitionDuration: vars.duration.normal,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
  },
  '@media': {
    [mediaQueries.reducedMotion]: {
      transitionProperty: 'box-shadow',
      selectors: { '&:hover': { transform: 'none' } },
    },
  },
});

export const media = style({ order: -1, marginBottom: vars.space.xs });

export const image = style({ width: '100%', height: 'auto', borderRadius: vars.radius.md });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brandAccentText,
  fontSize: vars.fontSize.xl,
});

export const title = style([headingText({ size: 'lg' }), { margin: 0 }]);

export const text = style({
  margin: 0,
  flexGrow: 1,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

// The one link stretches over the whole card: one click target, one link for assistive tech.
export const link = style({
  alignSelf: 'flex-start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brandAccentText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

// Inline, so the arrow follows the last word when the label wraps.
export const arrow = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  marginInlineStart: vars.space.xxs,
  verticalAlign: '-0.15em',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
