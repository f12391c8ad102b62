import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const perViewDesktop = createVar();
export const perViewTablet = createVar();
export const perViewMobile = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  selectors: { '&[data-layout="inline"]': { flexDirection: 'row', alignItems: 'center' } },
});

// Hidden until the slider runs, yet holding their place: nothing moves when they appear.
const placeHeldUntilReady = style({
  display: 'flex',
  selectors: { '&[hidden]': { display: 'flex', visibility: 'hidden' } },
});

export const controls = style([
  placeHeldUntilReady,
  { alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs },
]);

export const arrows = style([
  placeHeldUntilReady,
  { gap: vars.space.xs, marginInlineStart: 'auto' },
]);

// The same for one button, without a box of its own.
export const heldUntilReady = style({
  display: 'contents',
  selectors: { '&[hidden]': { display: 'contents', visibility: 'hidden' } },
});

// Arrows point the way the slides move, which flips in right-to-left text.
export const directional = style({
  display: 'inline-flex',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

// Before the slider: a strip that scrolls and swipes natively, one slide at a time. With it:
// keen-slider's own stylesheet, replicated so that no global CSS import is needed.
export const track = style({
  display: 'flex',
  alignContent: 'flex-start',
  position: 'relative',
  width: '100%',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  selectors: {
    [`${root}[data-ready] &`]: {
      overflow: 'hidden',
      scrollSnapType: 'none',
      userSelect: 'none',
      WebkitUserSelect: 'none',
      WebkitTouchCallout: 'none',
      WebkitTapHighlightColor: 'transparent',
      touchAction: 'pan-y',
    },
    '&[data-keen-slider-reverse]': { flexDirection: 'row-reverse' },
  },
});

// The widths are the ones keen-slider will set, so server HTML shows the same slides per view
// and nothing shifts when it starts.
export const slide = style({
  position: 'relative',
  overflow: 'hidden',
  minHeight: '100%',
  flex: `0 0 calc(100% / ${perViewDesktop})`,
  scrollSnapAlign: 'start',
  // Room for the focus ring of what the slide holds, inside its clipped box.
  padding: vars.space.xs,
  '@media': {
    [mediaQueries.tablet]: { flexBasis: `calc(100% / ${perViewTablet})` },
    [mediaQueries.mobile]: { flexBasis: `calc(100% / ${perViewMobile})` },
  },
});

export const dots = style([
  placeHeldUntilReady,
  { flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.xxs },
]);

export const dot = style({
  position: 'relative',
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    position: 'absolute',
    inset: 6,
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.textMuted}`,
  },
  selectors: {
    '&:hover::before': { borderColor: vars.color.text },
    '&[aria-current="true"]::before': {
      inset: 4,
      background: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
    },
  },
});
