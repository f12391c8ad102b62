import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

const appear = keyframes({
  from: { opacity: 0, visibility: 'hidden' },
  to: { opacity: 1, visibility: 'visible' },
});

export const root = style({
  position: 'fixed',
  insetBlockEnd: `max(${vars.space.lg}, env(safe-area-inset-bottom))`,
  insetInlineEnd: `max(${vars.space.lg}, env(safe-area-inset-right))`,
  zIndex: vars.zIndex.floating,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  // The gaps between the buttons must not swallow clicks meant for the page.
  pointerEvents: 'none',
  '@media': {
    [mediaQueries.mobile]: {
      insetBlockEnd: `max(${vars.space.md}, env(safe-area-inset-bottom))`,
      insetInlineEnd: `max(${vars.space.md}, env(safe-area-inset-right))`,
    },
  },
  '@supports': {
    // Up to tablets there is no margin beside the text for the corner: on the first screen, where the
    // title and its action are, the controls stay away and come in as the page is scrolled.
    // Pure CSS, so it holds before any script; without the feature they simply show.
    '(animation-timeline: scroll())': {
      '@media': {
        [mediaQueries.tablet]: {
          animationName: appear,
          animationTimingFunction: 'linear',
          animationFillMode: 'both',
          animationTimeline: 'scroll(root)',
          animationRangeStart: '0',
          // Whole by 40% of a screen, or by the end of a page that scrolls less than that.
          animationRangeEnd: 'min(40vh, 100%)',
        },
      },
    },
  },
});

globalStyle(`${root} > *`, { pointerEvents: 'auto' });
