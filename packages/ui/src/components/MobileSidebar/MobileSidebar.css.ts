import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { headingText } from '../../system/Heading/Heading.css';
import { listReset } from '../../system/listReset.css';

const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' } });

export const sheet = recipe({
  base: {
    top: 0,
    bottom: 0,
    width: 'min(20rem, 85vw)',
    height: '100dvh',
    maxHeight: 'none',
    selectors: { '&:popover-open': { display: 'flex' } },
    flexDirection: 'column',
    gap: vars.space.lg,
    padding: vars.space.lg,
    overflowY: 'auto',
    animationDuration: vars.duration.normal,
    animationTimingFunction: vars.easing.standard,
    '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    side: {
      left: { left: 0, right: 'auto', animationName: slideFromLeft },
      right: { right: 0, left: 'auto', animationName: slideFromRight },
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const title = style([headingText({ size: 'lg' }), { flexGrow: 1, margin: 0 }]);

export const nav = style({ flexGrow: 1 });

export const list = style([
  listReset,
  {
    display: 'flex',
    flexDirection: 'column',
  },
]);

export const link = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&[aria-current="page"]': {
      color: vars.color.brandAccentText,
      fontWeight: vars.fontWeight.bold,
      borderInlineStart: `4px solid ${vars.color.brandAccent}`,
      paddingInlineStart: vars.space.md,
    },
  },
});

export const footer = style({
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
