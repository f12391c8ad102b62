import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The one link of a card, stretched over the whole card (which must be `position: relative`):
 * one click target and one link for assistive tech, with the focus ring drawn round the card.
 */
export const cardLink = style({
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
