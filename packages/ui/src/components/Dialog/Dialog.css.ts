import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { entrance } from '../../css/entrance';
import { headingText } from '../../system/Heading/Heading.css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const dropIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -0.75rem)' },
  to: { opacity: 1, transform: 'translate(-50%, 0)' },
});
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(1rem)' },
  to: { opacity: 1, transform: 'none' },
});
const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' } });

/** Room kept beside the title for the close button (44 px) in the top corner. */
const besideClose = `calc(44px + ${vars.space.xs})`;

/** Open as a modal, or as a popover where the browser has no invoker commands (D34 in the site). */
const shown = '&:is([open], :popover-open)';

const base = style({
  // The browser's own frame, size limits and centring are undone: each layout places itself.
  position: 'fixed',
  inset: 'auto',
  margin: 0,
  border: 'none',
  maxWidth: 'none',
  maxHeight: 'none',
  overflowY: 'auto',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  overflowWrap: 'anywhere',
  selectors: {
    [shown]: { display: 'flex' },
    '&::backdrop': { background: vars.color.scrim },
    '&:is([open], :popover-open)::backdrop': {
      animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}`,
    },
  },
  '@media': {
    [mediaQueries.reducedMotion]: {
      selectors: { '&:is([open], :popover-open)::backdrop': { animation: 'none' } },
    },
  },
});

const centred = {
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  maxHeight: 'calc(100dvh - 2rem)',
  borderRadius: vars.radius.lg,
} as const;

const sheet = style({
  top: 0,
  bottom: 0,
  width: 'min(20rem, 85vw)',
  height: '100dvh',
  gap: vars.space.lg,
  padding: vars.space.lg,
  paddingTop: `calc(${vars.space.lg} + ${besideClose})`,
  animationDuration: vars.duration.normal,
  animationTimingFunction: vars.easing.standard,
});

/** Where each layout puts the dialog, and how it comes in. */
export const layouts = styleVariants({
  centred: [
    base,
    { ...centred, width: 'min(32rem, calc(100vw - 2rem))', padding: vars.space.lg },
    entrance(riseIn),
  ],
  top: [
    base,
    {
      top: 'max(1rem, 10vh)',
      left: '50%',
      transform: 'translate(-50%, 0)',
      width: 'min(40rem, calc(100vw - 2rem))',
      maxHeight: 'calc(100dvh - max(2rem, 20vh))',
      padding: vars.space.md,
      paddingInlineEnd: `calc(${vars.space.md} + ${besideClose})`,
      borderRadius: vars.radius.lg,
    },
    entrance(dropIn),
  ],
  spotlight: [
    base,
    {
      ...centred,
      width: 'min(40rem, calc(100vw - 2rem))',
      alignItems: 'center',
      padding: `${vars.space.xxl} ${vars.space.xl} ${vars.space.xl}`,
      textAlign: 'center',
      '@media': {
        // Full-screen on a phone, as the spec's overlay was observed there.
        [mediaQueries.mobile]: {
          inset: 0,
          transform: 'none',
          width: '100%',
          height: '100%',
          maxHeight: 'none',
          borderRadius: 0,
          justifyContent: 'center',
        },
      },
    },
    entrance(fadeIn),
  ],
  sheetLeft: [base, sheet, { left: 0 }, entrance(slideFromLeft)],
  sheetRight: [base, sheet, { right: 0 }, entrance(slideFromRight)],
});

const title = style({ margin: 0, paddingInlineEnd: besideClose });

/** The title's size: the person's name is the heading of a spotlight. */
export const titles = styleVariants({
  lg: [title, headingText({ size: 'lg' })],
  xl: [title, headingText({ size: 'xl' }), { paddingInlineEnd: 0 }],
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineEnd: vars.space.sm,
});

// Before the app the page behind an open modal would still scroll under it; once the app runs,
// Radix's scroll lock does the same.
globalStyle('html:has(dialog:modal)', { overflow: 'hidden' });
