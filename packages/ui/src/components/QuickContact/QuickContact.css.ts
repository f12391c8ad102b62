import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

// Motion only, no fade: text is never caught at a low contrast on its way in.
const open = keyframes({
  from: { transform: 'translateY(0.75rem) scale(0.97)' },
  to: { transform: 'none' },
});

export const root = style({
  display: 'flex',
  // The panel follows the button in the DOM (tab order) but sits above it on screen.
  flexDirection: 'column-reverse',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.full,
  background: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.lg },
  },
});

export const toggleIcon = style({ width: 24, height: 24 });

export const panel = style({
  width: `min(20rem, calc(100vw - 2 * ${vars.space.md}))`,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  animation: `${open} ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: {
    '&[hidden]': { display: 'none' },
  },
  '@media': {
    [mediaQueries.reducedMotion]: { animation: 'none' },
  },
});

export const title = style({
  margin: `0 0 ${vars.space.sm}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
});

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.brandAccentText, textDecoration: 'underline' },
  },
});

export const contactLink = style([
  link,
  {
    marginTop: vars.space.xs,
    color: vars.color.brandAccentText,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
  },
]);

export const linkIcon = style({
  flexShrink: 0,
  width: 20,
  height: 20,
  color: vars.color.brandAccentText,
});
