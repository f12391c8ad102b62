import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const skipLink = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.md,
  zIndex: 1,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  selectors: {
    // Hidden like `visuallyHidden` until it takes focus, so keyboard users see where they are.
    '&:not(:focus)': {
      width: 1,
      height: 1,
      padding: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
