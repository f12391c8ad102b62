import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { listReset } from '../../system/listReset.css';

export const count = createVar();
export const interval = createVar();

const lineHeight = '2.5rem';

// The track moves up one line per step: steps() shows each item whole, never half-way. The
// track is exactly its items' height, so -100% is a whole turn; a plain percentage (no custom
// property in the keyframe) lets the compositor run the animation off the main thread.
const turn = keyframes({ to: { transform: 'translateY(-100%)' } });

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const pause = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 36,
  height: 36,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  cursor: 'pointer',
});

// The native checkbox covers the round button: it is what the keyboard and the pointer use.
export const pauseInput = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

globalStyle(`${pause}:has(${pauseInput}:focus-visible)`, {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: 2,
});

export const pauseIcon = style({
  display: 'inline-flex',
  selectors: { [`${pause}:has(${pauseInput}:checked) &`]: { display: 'none' } },
});

export const playIcon = style({
  display: 'none',
  selectors: { [`${pause}:has(${pauseInput}:checked) &`]: { display: 'inline-flex' } },
});

globalStyle(`${pause} svg`, { width: '1.125rem', height: '1.125rem' });

export const viewport = style({
  flex: 1,
  minWidth: 0,
  height: lineHeight,
  overflow: 'hidden',
});

export const track = style([
  listReset,
  {
    animationName: turn,
    animationDuration: `calc(${count} * ${interval})`,
    animationTimingFunction: `steps(${count})`,
    animationIterationCount: 'infinite',
    selectors: {
      [`${root}:hover &, ${root}:has(${pauseInput}:checked) &`]: { animationPlayState: 'paused' },
      // With focus inside it stands still at the top, so the focused item scrolls into view.
      [`${viewport}:focus-within &`]: { animation: 'none' },
    },
    '@media': { [mediaQueries.reducedMotion]: { animation: 'none' } },
  },
]);

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: lineHeight,
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});
