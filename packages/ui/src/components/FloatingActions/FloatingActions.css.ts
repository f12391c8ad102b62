import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

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
});

globalStyle(`${root} > *`, { pointerEvents: 'auto' });
