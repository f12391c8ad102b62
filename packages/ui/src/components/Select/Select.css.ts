import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({
  position: 'relative',
  display: 'block',
  // A chevron drawn with borders, so it takes the theme's text colour.
  '::after': {
    content: '""',
    position: 'absolute',
    insetInlineEnd: vars.space.md,
    top: '50%',
    width: 8,
    height: 8,
    borderRight: `2px solid ${vars.color.text}`,
    borderBottom: `2px solid ${vars.color.text}`,
    transform: 'translateY(-70%) rotate(45deg)',
    pointerEvents: 'none',
  },
});

export const select = style({
  appearance: 'none',
  paddingInlineEnd: vars.space.xxl,
  textOverflow: 'ellipsis',
  cursor: 'pointer',
});
