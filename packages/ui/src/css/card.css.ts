import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { headingText } from '../system/Heading/Heading.css';

/** The box of the kit's cards (Card, OfferCard): a column as tall as its grid row. */
export const cardBox = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: 'break-word',
  transitionProperty: 'box-shadow, transform',
  transitionDuration: vars.duration.normal,
  transitionTimingFunction: vars.easing.standard,
});

/**
 * The one link of a card, stretched over the whole `cardBox` (or any box that is positioned):
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

/** A card's title: heading type at `lg`, no margins (the card's gap spaces it). */
export const cardTitle = style([headingText({ size: 'lg' }), { margin: 0 }]);

/** A card's running text, muted, grown to push what follows it to the card's foot. */
export const cardText = style({
  margin: 0,
  flexGrow: 1,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
