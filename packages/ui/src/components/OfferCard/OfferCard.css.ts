import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { cardBox, cardLink, cardText, cardTitle } from '../../css/card.css';

export const card = style([
  cardBox,
  {
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    selectors: {
      '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
    },
    '@media': {
      [mediaQueries.reducedMotion]: {
        transitionProperty: 'box-shadow',
        selectors: { '&:hover': { transform: 'none' } },
      },
    },
  },
]);

export const media = style({ order: -1, marginBottom: vars.space.xs });

export const image = style({ width: '100%', height: 'auto', borderRadius: vars.radius.md });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brandAccentText,
  fontSize: vars.fontSize.xl,
});

export const title = cardTitle;

export const text = cardText;

export const link = style([
  cardLink,
  {
    alignSelf: 'flex-start',
    fontWeight: vars.fontWeight.medium,
    color: vars.color.brandAccentText,
  },
]);

// Inline, so the arrow follows the last word when the label wraps.
export const arrow = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  marginInlineStart: vars.space.xxs,
  verticalAlign: '-0.15em',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
