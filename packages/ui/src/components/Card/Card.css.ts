import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { cardBox, cardLink, cardTitle } from '../../css/card.css';

export const card = recipe({
  base: cardBox,
  variants: {
    variant: {
      plain: { background: vars.color.surfaceRaised, color: vars.color.text },
      highlight: {
        background: vars.color.surfaceInverse,
        color: vars.color.textInverse,
        borderColor: vars.color.surfaceInverse,
      },
    },
    linked: {
      true: {
        selectors: {
          '&:hover': { boxShadow: vars.shadow.md },
        },
      },
      false: {},
    },
  },
  defaultVariants: { variant: 'plain', linked: false },
});

export const image = style({
  order: -1,
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  marginBottom: vars.space.xs,
});

export const title = cardTitle;

// The title's link covers the whole card, so the card is one click target and one link.
export const link = style([cardLink, { color: 'inherit', textDecorationThickness: '1px' }]);

export const text = style({
  margin: 0,
  lineHeight: vars.lineHeight.relaxed,
});

export const textPlain = style({ color: vars.color.textMuted });
